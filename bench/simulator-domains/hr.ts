import { domain } from './build.ts';

export default domain({
  name: 'HR',
  frontDesk: {
    id: 'helpdesk',
    name: 'HR Helpdesk',
    instructions: 'You are the HR helpdesk of Fabrikam. Send employees to leave or payroll.',
    handoffDescription: 'First contact for HR questions.',
  },
  specialists: [
    {
      id: 'leave',
      name: 'Leave Agent',
      instructions: 'You handle vacation, sick leave and other time off.',
      handoffDescription: 'Vacation, sick leave and time off.',
      tools: [
        {
          name: 'request_leave',
          description: 'Request leave between two dates.',
          properties: {
            start_date: { type: 'string', format: 'date', description: 'First day of leave' },
            end_date: { type: 'string', format: 'date', description: 'Last day of leave' },
            leave_type: { type: 'string', enum: ['vacation', 'sick', 'parental', 'unpaid'] },
          },
          required: ['start_date', 'leave_type'],
          returns: { request: 'LV-301', status: 'submitted' },
        },
        { name: 'leave_balance', description: 'How many vacation days the employee has left.', properties: {}, returns: { vacation_days_left: 12, sick_days_taken: 2 } },
      ],
    },
    {
      id: 'payroll',
      name: 'Payroll Agent',
      instructions: 'You answer questions about salary, payslips and bank details.',
      handoffDescription: 'Salary, payslips and bank details.',
      tools: [
        { name: 'get_payslip', description: 'The payslip for a month.', properties: { month: { type: 'string', pattern: '^\\d{4}-\\d{2}$', description: 'Month as YYYY-MM' } }, returns: { month: '2026-05', net: 3120.55, currency: 'EUR' } },
        {
          name: 'update_bank_details',
          description: 'Change the account salary is paid into.',
          properties: { iban: { type: 'string', description: 'New IBAN' } },
          needsApproval: true,
          returns: { status: 'updated' },
        },
      ],
    },
  ],
  wayBack: 'Call this if the employee asks about something outside your purview.',
  cases: [
    { name: 'vacation dates', turns: [{ say: 'I want to take vacation from 2026-07-06 to 2026-07-10', route: 'leave', tool: 'request_leave', args: { start_date: '2026-07-06', end_date: '2026-07-10', leave_type: 'vacation' } }] },
    { name: 'holiday balance', turns: [{ say: 'How many holiday days do I have left?', route: 'leave', tool: 'leave_balance', args: {} }] },
    { name: 'sick today', turns: [{ say: "I'm sick today and can't come in", route: 'leave', tool: 'request_leave', args: { start_date: '2026-06-01', leave_type: 'sick' } }] },
    { name: 'payslip by month name', turns: [{ say: 'Where is my payslip for May?', route: 'payroll', tool: 'get_payslip', args: { month: '2026-05' } }] },
    { name: 'new bank account', turns: [{ say: 'Please change my salary account to NL91ABNA0417164300', route: 'payroll', tool: 'update_bank_details', args: { iban: 'NL91ABNA0417164300' } }] },
    {
      name: 'time off over two turns',
      turns: [
        { say: 'I need some time off', route: 'leave', tool: null },
        { say: "From next Monday to next Friday, it's vacation", route: 'leave', tool: 'request_leave', args: { start_date: '2026-06-08', end_date: '2026-06-12', leave_type: 'vacation' } },
      ],
    },
    {
      name: 'balance, then pay',
      turns: [
        { say: 'How much vacation do I have left?', route: 'leave', tool: 'leave_balance', args: {} },
        { say: 'Also, can I see my payslip for April?', route: 'payroll', tool: 'get_payslip', args: { month: '2026-04' } },
      ],
    },
  ],
});

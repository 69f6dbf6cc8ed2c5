import { domain } from './build.ts';

export default domain({
  name: 'Health',
  frontDesk: {
    id: 'reception',
    name: 'Clinic Reception',
    instructions: 'You are the reception of Riverside Clinic. Introduce yourself. Opening hours are 8:00 to 18:00 on weekdays.',
    handoffDescription: 'Welcomes patients.',
  },
  specialists: [
    {
      id: 'appointments',
      name: 'Appointments Agent',
      instructions: 'You book and cancel appointments at Riverside Clinic.',
      handoffDescription: 'Books and cancels appointments with our doctors.',
      tools: [
        {
          name: 'book_appointment',
          description: 'Book an appointment in a department on a date.',
          properties: {
            department: { type: 'string', enum: ['cardiology', 'dermatology', 'general practice', 'pediatrics'] },
            date: { type: 'string', format: 'date', description: 'Day of the appointment' },
          },
          needsApproval: true,
          returns: { appointment_id: 'APT-5120', department: 'dermatology', date: '2026-06-02', time: '09:30' },
        },
        {
          name: 'cancel_appointment',
          description: 'Cancel an appointment.',
          properties: { appointment_id: { type: 'string', pattern: '^APT-\\d+$' } },
          needsApproval: true,
          returns: { appointment_id: 'APT-3391', status: 'cancelled' },
        },
      ],
    },
    {
      id: 'pharmacy',
      name: 'Prescriptions Agent',
      instructions: 'You handle prescription refills and renewals.',
      handoffDescription: 'Prescription refills and renewals.',
      tools: [
        {
          name: 'refill_prescription',
          description: 'Request a refill of a prescription.',
          properties: { medication: { type: 'string', description: 'Name of the medication' } },
          returns: { medication: 'lisinopril', ready: '2026-06-02' },
        },
      ],
    },
  ],
  wayBack: 'Call this if the patient asks about something outside your purview.',
  cases: [
    { name: 'specialist by synonym and weekday', turns: [{ say: "I'd like to see a dermatologist next Thursday", route: 'appointments', tool: 'book_appointment', args: { department: 'dermatology', date: '2026-06-04' } }] },
    { name: "children's doctor", turns: [{ say: "Please book my son in with the children's doctor on 2026-06-20", route: 'appointments', tool: 'book_appointment', args: { department: 'pediatrics', date: '2026-06-20' } }] },
    { name: 'cancel by id', turns: [{ say: 'Cancel appointment APT-3391', route: 'appointments', tool: 'cancel_appointment', args: { appointment_id: 'APT-3391' } }] },
    { name: 'refill', turns: [{ say: 'I need a refill of my lisinopril', route: 'pharmacy', tool: 'refill_prescription', args: { medication: 'lisinopril' } }] },
    {
      name: 'heart doctor, date on the next turn',
      turns: [
        { say: 'I need to book a visit with a heart specialist', route: 'appointments', tool: null },
        { say: 'Tomorrow would be great', route: 'appointments', tool: 'book_appointment', args: { department: 'cardiology', date: '2026-06-02' } },
      ],
    },
    { name: 'renewal', turns: [{ say: 'Can you renew my prescription for metformin?', route: 'pharmacy', tool: 'refill_prescription', args: { medication: 'metformin' } }] },
    { name: 'opening hours stay at reception', turns: [{ say: 'What time do you open?', route: 'reception', tool: null }] },
    {
      name: 'refill, then a cancellation',
      turns: [
        { say: 'Please refill my atorvastatin', route: 'pharmacy', tool: 'refill_prescription', args: { medication: 'atorvastatin' } },
        { say: 'And I have to cancel my appointment APT-2001', route: 'appointments', tool: 'cancel_appointment', args: { appointment_id: 'APT-2001' } },
      ],
    },
  ],
});

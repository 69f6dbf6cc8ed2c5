import { domain } from './build.ts';

export default domain({
  name: 'IT',
  runtime: 'agents-sdk-python',
  frontDesk: {
    id: 'desk',
    name: 'Service Desk',
    instructions: 'You are the IT service desk of Contoso. Route employees to access or hardware support.',
    handoffDescription: 'First contact for IT problems.',
  },
  specialists: [
    {
      id: 'access',
      name: 'Access Agent',
      instructions: 'You reset passwords, unlock accounts and grant access to systems.',
      handoffDescription: 'Password resets, account unlocks and access requests.',
      tools: [
        { name: 'reset_password', description: "Reset an employee's password.", properties: { username: { type: 'string', description: "The employee's username" } }, returns: { username: 'jdoe', temporary_password_sent: true } },
        { name: 'unlock_account', description: 'Unlock a locked account.', properties: { username: { type: 'string', description: "The employee's username" } }, returns: { username: 'mkowalski', status: 'unlocked' } },
        {
          name: 'grant_access',
          description: 'Give an employee access to a system.',
          properties: { username: { type: 'string', description: "The employee's username" }, system: { type: 'string', enum: ['vpn', 'github', 'jira', 'payroll'] } },
          needsApproval: true,
          returns: { status: 'granted' },
        },
      ],
    },
    {
      id: 'hardware',
      name: 'Hardware Agent',
      instructions: 'You handle broken laptops, printers, monitors and phones by opening repair tickets.',
      handoffDescription: 'Laptops, printers and other devices.',
      tools: [
        {
          name: 'create_ticket',
          description: 'Open a repair ticket for a device.',
          properties: {
            device: { type: 'string', enum: ['laptop', 'printer', 'monitor', 'phone'] },
            description: { type: 'string', description: 'What is wrong' },
            priority: { type: 'string', enum: ['low', 'normal', 'high'] },
          },
          required: ['device', 'description'],
          returns: { ticket: 'TCK-2231', status: 'open' },
        },
      ],
    },
  ],
  wayBack: 'Call this if the employee asks about something outside your purview.',
  cases: [
    { name: 'username given', turns: [{ say: 'I forgot my password, my username is jdoe', route: 'access', tool: 'reset_password', args: { username: 'jdoe' } }] },
    { name: 'access to a system', turns: [{ say: 'Please give alice.m access to GitHub', route: 'access', tool: 'grant_access', args: { username: 'alice.m', system: 'github' } }] },
    { name: 'broken laptop', turns: [{ say: 'My laptop screen is flickering', route: 'hardware', tool: 'create_ticket', args: { device: 'laptop' } }] },
    { name: 'urgent is high priority', turns: [{ say: "The printer on floor 3 is jammed and it's urgent", route: 'hardware', tool: 'create_ticket', args: { device: 'printer', priority: 'high' } }] },
    {
      name: 'locked out, username on the next turn',
      turns: [
        { say: "I'm locked out of my account", route: 'access', tool: null },
        { say: "It's mkowalski", route: 'access', tool: 'unlock_account', args: { username: 'mkowalski' } },
      ],
    },
    { name: 'vpn', turns: [{ say: 'I need VPN access for bob_smith', route: 'access', tool: 'grant_access', args: { username: 'bob_smith', system: 'vpn' } }] },
    {
      name: 'monitor, then a password',
      turns: [
        { say: "My monitor won't turn on", route: 'hardware', tool: 'create_ticket', args: { device: 'monitor' } },
        { say: 'Also, can you reset the password for user tkim?', route: 'access', tool: 'reset_password', args: { username: 'tkim' } },
      ],
    },
  ],
});

import { domain } from './build.ts';

export default domain({
  name: 'Education',
  frontDesk: {
    id: 'services',
    name: 'Student Services',
    instructions: 'You are Student Services at Lakeside University. Send students to enrolment or to records.',
    handoffDescription: 'First contact for students.',
  },
  specialists: [
    {
      id: 'enrolment',
      name: 'Enrolment Agent',
      instructions: 'You enrol students in courses and drop courses.',
      handoffDescription: 'Course enrolment and dropping courses.',
      tools: [
        {
          name: 'enroll_course',
          description: 'Enrol the student in a course for a term.',
          properties: { course_code: { type: 'string', pattern: '^[A-Z]{3}\\d{3}$' }, term: { type: 'string', enum: ['fall', 'spring', 'summer'] } },
          needsApproval: true,
          returns: { course_code: 'CSC101', term: 'fall', status: 'enrolled' },
        },
        { name: 'drop_course', description: 'Drop a course.', properties: { course_code: { type: 'string', pattern: '^[A-Z]{3}\\d{3}$' } }, needsApproval: true, returns: { status: 'dropped' } },
      ],
    },
    {
      id: 'records',
      name: 'Records Agent',
      instructions: 'You look up grades and send transcripts.',
      handoffDescription: 'Grades and transcripts.',
      tools: [
        { name: 'get_grades', description: "The student's grades for a term.", properties: { term: { type: 'string', enum: ['fall', 'spring', 'summer'] } }, returns: { term: 'spring', gpa: 3.6, courses: 4 } },
        { name: 'send_transcript', description: 'Email an official transcript.', properties: { email: { type: 'string', format: 'email' } }, needsApproval: true, returns: { status: 'sent' } },
      ],
    },
  ],
  wayBack: 'Call this if the student asks about something outside your purview.',
  cases: [
    { name: 'sign up for a course', turns: [{ say: 'Sign me up for CSC101 in the fall', route: 'enrolment', tool: 'enroll_course', args: { course_code: 'CSC101', term: 'fall' } }] },
    { name: 'grades', turns: [{ say: 'What were my grades last spring?', route: 'records', tool: 'get_grades', args: { term: 'spring' } }] },
    { name: 'transcript by email', turns: [{ say: 'Please send my transcript to sam.lee@example.edu', route: 'records', tool: 'send_transcript', args: { email: 'sam.lee@example.edu' } }] },
    {
      name: 'drop, then grades',
      turns: [
        { say: 'I want to drop MAT240', route: 'enrolment', tool: 'drop_course', args: { course_code: 'MAT240' } },
        { say: 'Can you show my grades for the summer term?', route: 'records', tool: 'get_grades', args: { term: 'summer' } },
      ],
    },
    { name: 'a question about courses does not enrol', turns: [{ say: 'Is BIO210 offered in the spring?', route: 'enrolment', tool: null }] },
  ],
});

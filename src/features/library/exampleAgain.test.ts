import { describe, expect, it } from 'vitest';
import { copiesOf } from './exampleAgain.ts';

describe('opening an example again', () => {
  const projects = [
    { id: 'a', name: 'ACME customer service', origin: 'example', updatedAt: 1 },
    { id: 'b', name: 'ACME customer service', origin: 'example', updatedAt: 5 },
    { id: 'c', name: 'ACME customer service', origin: 'file', updatedAt: 9 },
    { id: 'd', name: 'Billing and support', origin: 'example', updatedAt: 3 },
  ];
  it('finds the projects made from that example, newest first (a file of the same name is not one)', () => {
    expect(copiesOf(projects, 'ACME customer service').map((p) => p.id)).toEqual(['b', 'a']);
  });
  it('none for an example never opened', () => {
    expect(copiesOf(projects, 'AG2 planning and control')).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { parseTemplate, templateVariables } from './instructionsTemplate.ts';

describe('instructions templates', () => {
  it('splits text and {{var}} references in order, tolerating spaces inside the braces', () => {
    expect(parseTemplate('Hi {{ name }}, you are {{tier}}.')).toEqual([{ text: 'Hi ' }, { variable: 'name' }, { text: ', you are ' }, { variable: 'tier' }, { text: '.' }]);
    expect(parseTemplate('{{a}}{{b}}')).toEqual([{ variable: 'a' }, { variable: 'b' }]);
  });

  it('leaves anything that is not a placeholder as text', () => {
    expect(parseTemplate('{{ not a var }} {x} {{1x}}')).toEqual([{ text: '{{ not a var }} {x} {{1x}}' }]);
    expect(templateVariables('{{a}} and {{a}} and {{$b}}')).toEqual(['a', '$b']);
  });
});

import { render } from '@testing-library/react';
import { AnswerText } from './answer-text';

describe('an answer with its mentions marked', () => {
  it('marks every name of the brands it mentions, whatever the case', () => {
    const { container } = render(<AnswerText text="Try Acme or ACME Cloud; acme.io is fine. Rival too." names={['Acme', 'Acme Cloud']} />);
    expect([...container.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['Acme', 'ACME Cloud', 'acme']);
    expect(container.textContent).toBe('Try Acme or ACME Cloud; acme.io is fine. Rival too.');
  });
});

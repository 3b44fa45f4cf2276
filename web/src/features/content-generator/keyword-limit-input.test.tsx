import * as React from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { KeywordLimitInput } from './keyword-limit-input';

function Harness({ max, planName, start = 10 }: { max: number; planName: string; start?: number }) {
  const [value, setValue] = React.useState(start);
  return (
    <>
      <KeywordLimitInput value={value} max={max} planName={planName} onChange={setValue} />
      <output data-testid="value">{value}</output>
    </>
  );
}

describe('keyword limit input', () => {
  it("shows the user's plan and offers only the presets up to its maximum", () => {
    render(<Harness max={50} planName="Pro" />);
    expect(screen.getByTestId('tier-badge')).toHaveTextContent('Pro plan · up to 50 keywords');
    const presets = screen.getAllByRole('button').map((b) => b.textContent);
    expect(presets).toEqual(['1', '5', '10', '15', '20', '25', '30', '40', '50']);
    expect(screen.getByRole('button', { name: '10' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('takes a preset', async () => {
    const user = userEvent.setup();
    render(<Harness max={100} planName="Agency" />);
    await user.click(screen.getByRole('button', { name: '75' }));
    expect(screen.getByTestId('value')).toHaveTextContent('75');
    expect(screen.getByRole('button', { name: '75' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('takes a custom value, digits only, clamped to the plan maximum, and an emptied field resets to 1', async () => {
    const user = userEvent.setup();
    render(<Harness max={10} planName="Free" />);
    const custom = screen.getByLabelText('Custom');
    await user.clear(custom);
    await user.type(custom, '7x');
    expect(custom).toHaveValue('7');
    expect(screen.getByTestId('value')).toHaveTextContent('7');

    await user.clear(custom);
    await user.type(custom, '64');
    expect(screen.getByTestId('value')).toHaveTextContent('10');

    await user.clear(custom);
    await user.tab();
    expect(custom).toHaveValue('1');
    expect(screen.getByTestId('value')).toHaveTextContent('1');
  });
});

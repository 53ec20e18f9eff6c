import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { StatusTag } from './status-tag';

describe('<StatusTag>', () => {
  it('renders the text with the preset colour class', () => {
    render(<StatusTag color="green">在售</StatusTag>);
    expect(screen.getByText('在售')).toHaveClass('xm-status-tag', 'xm-status-tag-green');
  });

  it('falls back to the default grey for an unknown or missing colour', () => {
    render(
      <>
        <StatusTag color="#123456">自定义</StatusTag>
        <StatusTag>无色</StatusTag>
      </>,
    );
    expect(screen.getByText('自定义')).toHaveClass('xm-status-tag-default');
    expect(screen.getByText('无色')).toHaveClass('xm-status-tag-default');
  });
});

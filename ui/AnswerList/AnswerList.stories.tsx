import { Text } from '@mantine/core';
import { expect } from 'storybook/test';
import preview from '../../.storybook/preview';
import { AnswerList } from './AnswerList';

const meta = preview.meta({
  title: 'UI/AnswerList',
  component: AnswerList,
  parameters: {
    docs: {
      description: {
        component:
          'The questions of a form and the answers someone gave (an application, for the applicant and for the ' +
          'reviewer): each question in bold above its answer. Both are text people wrote: line breaks stay, and ' +
          'a long word wraps instead of widening the page. What stands for a missing answer is the page’s choice.',
      },
    },
  },
});

export const Answers = meta.story({
  args: {
    answers: [
      { key: 'why', label: 'Why do you want to join?', value: 'I like cooking.\nAnd helping people.' },
      { key: 'hours', label: 'How many hours a week?', value: '10' },
      {
        key: 'extra',
        label: 'Anything else?',
        value: (
          <Text span c="dimmed">
            No answer
          </Text>
        ),
      },
    ],
  },
  parameters: { docs: { description: { story: 'Three questions, one left unanswered.' } } },
  play: async ({ canvas }) => {
    const terms = canvas.getAllByRole('term');
    await expect(terms.map((term) => term.textContent)).toEqual([
      'Why do you want to join?',
      'How many hours a week?',
      'Anything else?',
    ]);
    await expect(canvas.getAllByRole('definition')[0]).toHaveTextContent(
      'I like cooking. And helping people.',
    );
  },
});

export const LongWords = meta.story({
  args: {
    answers: [
      {
        key: 'q',
        label: 'What is the longest word you know?',
        value: 'Pneumonoultramicroscopicsilicovolcanoconiosis'.repeat(3),
      },
    ],
  },
  decorators: [
    (Story) => (
      <div style={{ width: 320 }}>
        <Story />
      </div>
    ),
  ],
  parameters: { docs: { description: { story: 'Long words wrap inside a narrow column.' } } },
  play: async ({ canvas }) => {
    const answer = canvas.getByRole('definition');
    await expect(answer.scrollWidth).toBeLessThanOrEqual(320);
  },
});

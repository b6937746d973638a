import type { ReactNode } from 'react';
import classes from './AnswerList.module.css';

export interface Answer {
  /** The question's key: unique in the list. */
  key: string;
  /** The question, as its form's author wrote it. */
  label: ReactNode;
  /** The answer, as the applicant wrote it, or what stands for none. */
  value: ReactNode;
}

export interface AnswerListProps {
  answers: Answer[];
}

/**
 * Questions and their answers (an application's), as a description list: the question in bold above its answer.
 * Both are text people wrote: line breaks kept, long words wrap instead of widening the page.
 */
export function AnswerList({ answers }: AnswerListProps) {
  return (
    <dl className={classes.answers}>
      {answers.map((answer) => (
        <div key={answer.key}>
          <dt className={classes.text}>{answer.label}</dt>
          <dd className={classes.text}>{answer.value}</dd>
        </div>
      ))}
    </dl>
  );
}

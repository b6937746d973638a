export type { Answer, AnswerListProps } from './AnswerList';
export { AnswerList } from './AnswerList';

export type { CardListProps, ListCardProps } from './CardList';
export { CardList, CardText, ListCard } from './CardList';

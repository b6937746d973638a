export type { CardLinkProps, CardListProps, ListCardProps } from './CardList';
export { CardLink, CardList, CardText, ListCard } from './CardList';

export type { GridCardProps } from './CardGrid';
export { CardGrid, GridCard } from './CardGrid';
export type { CardLinkProps, CardListProps, ListCardProps } from './CardList';
export { CardLink, CardList, CardText, CoverLink, ListCard } from './CardList';

export type { GridCardProps } from './CardGrid';
export { CardGrid, GridCard } from './CardGrid';
export type { CardLinkProps, CardListProps, ListCardProps } from './CardList';
export { CardLink, CardList, CardText, ListCard } from './CardList';
export { CoverLink } from './CoverLink';

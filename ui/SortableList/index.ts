export type { DragHandleProps, MoveButtonsProps, SortableItem, SortableListProps } from './SortableList';
export { DragHandle, MoveButtons, SortableList, useSortableItem } from './SortableList';

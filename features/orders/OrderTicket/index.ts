export { ACTION_KEYS, ACTION_LABELS, OrderTicket, type OrderTicketProps } from './OrderTicket';

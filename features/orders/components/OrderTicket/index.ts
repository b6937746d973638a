export { ACTION_LABELS, OrderTicket, type OrderTicketProps } from './OrderTicket';

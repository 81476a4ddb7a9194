// The mail feature's public face for other features: enqueue an order's email inside the
// transaction that changes the order, then wake the worker once it has committed.
export { enqueueOrderMail } from './order-mail';
export { wakeMailer } from './wake';
export { STATUS_MAIL } from './model';

// The mail feature's public face for other features: enqueue an order's email inside the
// transaction that changes the order, or any other email (a link email of the account feature, the
// contact form's and the newsletter's) with enqueueMail and its event key; then wake the worker
// once it has committed.
export { enqueueOrderMail } from './order-mail';
export { enqueueMail } from './outbox';
export { wakeMailer } from './wake';
export { mailKey, STATUS_MAIL, type ContactMailData, type LinkMailData } from './model';

import { ChatCard, MessagesLoading } from '../chat/ChatCard';
import { lazySection } from '../components/lazy-section';
import { InvoiceCardFrame, InvoiceLoading } from '../invoice/InvoiceCardFrame';

/**
 * The task page's sections below its fold on a phone, and below the details and pricing beside
 * them on a wide screen: the invoice (with its credit notes and actions) and the chat (with its
 * text field, antd's "antd-input"). Their code is fetched once the page shows; their data is
 * read with the page (the shell's early reads).
 */
export const LazyInvoiceCard = lazySection(() => import('../invoice').then((module) => module.InvoiceCard), {
  Frame: InvoiceCardFrame,
  loading: <InvoiceLoading />,
  failedTitle: 'We could not load the invoice.',
});
export const LazyTaskChat = lazySection(() => import('../chat').then((module) => module.TaskChat), {
  Frame: ChatCard,
  loading: <MessagesLoading />,
  failedTitle: 'Could not load messages',
});

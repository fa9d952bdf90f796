import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { writeAnswer } from './write-answer';

const key = ['tasks', 't1', 'messages'];

/** The server's list, and a read whose answer the test hands over when it chooses. */
function setup() {
  const server = { messages: ['hello'] };
  const reads: Array<(messages: string[]) => void> = [];
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const observer = new QueryObserver<string[]>(queryClient, {
    queryKey: key,
    queryFn: () => new Promise<string[]>((answer) => reads.push(answer)),
  });
  const unsubscribe = observer.subscribe(() => undefined);
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { server, reads, queryClient, unsubscribe, settle };
}

it('keeps the answer when a read made before the change lands after it, and reads again', async () => {
  const { server, reads, queryClient, unsubscribe, settle } = setup();
  reads[0]!([...server.messages]);
  await settle();

  // The socket connects and reads everything again; the server answers before the send is stored.
  void queryClient.invalidateQueries();
  await settle();
  expect(reads).toHaveLength(2);
  const staleAnswer = [...server.messages];

  server.messages.push('sent');
  writeAnswer<string[]>(queryClient, key, (messages) => messages && [...messages, 'sent']);
  expect(queryClient.getQueryData(key)).toEqual(['hello', 'sent']);

  reads[1]!(staleAnswer);
  await settle();
  expect(queryClient.getQueryData(key)).toEqual(['hello', 'sent']);

  expect(reads).toHaveLength(3);
  reads[2]!([...server.messages]);
  await settle();
  expect(queryClient.getQueryData(key)).toEqual(['hello', 'sent']);
  unsubscribe();
});

it('reads nothing again when no read was on its way', async () => {
  const { reads, queryClient, unsubscribe, settle } = setup();
  reads[0]!(['hello']);
  await settle();

  writeAnswer<string[]>(queryClient, key, (messages) => messages && [...messages, 'sent']);
  await settle();
  expect(queryClient.getQueryData(key)).toEqual(['hello', 'sent']);
  expect(reads).toHaveLength(1);
  unsubscribe();
});

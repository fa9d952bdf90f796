/** "1 reply", "3 replies": on the pin (its name) and in its card. */
export function replyCount(count: number): string {
  return `${count} ${count === 1 ? 'reply' : 'replies'}`;
}

/**
 * Data put into a message, isolated in a <bdi>: it keeps its own direction inside a sentence
 * of the other one ("$49.99 per block" stays so in an Arabic question, issue #13 item 5).
 */
export const isolated = (text: string) => <bdi>{text}</bdi>;

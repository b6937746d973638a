/**
 * The one place the announcement's markdown is lexed, with its options: CommonMark and GitHub's strikethrough,
 * no line breaks from single newlines. Runs in the markdown worker, or in the page where there is none.
 */
import { Lexer, type Token } from 'marked';

export function lexAnnouncement(content: string): Token[] {
  return Lexer.lex(content, { gfm: true, breaks: false });
}

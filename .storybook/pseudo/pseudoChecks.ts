import type { Messages } from '@lingui/core';
import { isValidElement } from 'react';

/**
 * The English a page must not show in the pseudo-locale: every message of the English catalogs
 * that is plain text (a message with placeholders reads differently in every page).
 */
export function englishTexts(catalogs: Messages[]): Set<string> {
  const texts = new Set<string>();
  for (const messages of catalogs) {
    for (const message of Object.values(messages)) {
      const tokens: unknown[] = typeof message === 'string' ? [message] : message;
      if (!tokens.every((token) => typeof token === 'string')) continue;
      const text = tokens.join('').trim();
      if (/[A-Za-z]{2}/.test(text)) texts.add(text);
    }
  }
  return texts;
}

const TEXT_ATTRIBUTES = ['aria-label', 'placeholder', 'title', 'alt'];

const isShown = (element: Element) => {
  if (element.closest('[hidden], [aria-hidden="true"], [inert]')) return false;
  const style = getComputedStyle(element);
  return style.display !== 'none' && style.visibility !== 'hidden';
};

/**
 * Whether `element` lies in a part of the page that says it is English (`lang="en"` inside
 * `root`): a document written per language, shown in English where its language has none, is
 * English on purpose, not a message left untranslated.
 */
const declaredEnglish = (root: Element, element: Element) => {
  const declared = element.closest('[lang]');
  return (
    declared !== null && root.contains(declared) && /^en\b/.test(declared.getAttribute('lang')!)
  );
};

/** Visible texts and the accessible texts of attributes that are English catalog messages. */
export function hardCodedEnglish(
  root: Element,
  english: Set<string>,
  allowed: Set<string> = new Set(),
): string[] {
  const found = new Set<string>();
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.trim() ?? '';
    const parent = node.parentElement;
    if (
      text &&
      parent &&
      english.has(text) &&
      !allowed.has(text) &&
      isShown(parent) &&
      !declaredEnglish(root, parent)
    ) {
      found.add(`"${text}"`);
    }
  }
  for (const element of root.querySelectorAll(TEXT_ATTRIBUTES.map((name) => `[${name}]`).join())) {
    for (const name of TEXT_ATTRIBUTES) {
      const value = element.getAttribute(name)?.trim();
      if (value && english.has(value) && !allowed.has(value) && !declaredEnglish(root, element))
        found.add(`${name}="${value}"`);
    }
  }
  return [...found];
}

// Controls draw their own text; a visually hidden text is clipped on purpose.
const SKIPPED = new Set(['INPUT', 'SELECT', 'OPTION', 'TEXTAREA', 'SCRIPT', 'STYLE', 'svg']);

/**
 * Elements whose own text is cut off or spills out of their box: wider content than room
 * (`scrollWidth > clientWidth`) where no ellipsis and no scrolling was meant.
 */
export function overflowingTexts(root: Element): string[] {
  const found: string[] = [];
  for (const element of root.querySelectorAll<HTMLElement>('*')) {
    if (SKIPPED.has(element.tagName) || element.closest('svg')) continue;
    const ownText = [...element.childNodes]
      .filter((child) => child.nodeType === Node.TEXT_NODE)
      .map((child) => child.textContent?.trim())
      .join(' ')
      .trim();
    if (!ownText || !isShown(element)) continue;
    const style = getComputedStyle(element);
    if (style.display === 'inline' || style.textOverflow === 'ellipsis') continue;
    if (['auto', 'scroll'].includes(style.overflowX)) continue;
    // A 1px clipped box is the visually hidden pattern: read by screen readers, never seen.
    if (element.clientWidth <= 1) continue;
    if (element.scrollWidth > element.clientWidth + 1) {
      found.push(
        `<${element.tagName.toLowerCase()}> "${ownText.slice(0, 60)}" needs ${element.scrollWidth}px, has ${element.clientWidth}px`,
      );
    }
  }
  return found;
}

/**
 * The texts a story hands the component as props (a button's children, a field's label): the
 * host's texts, which the host translates, not the library's.
 */
export function hostTexts(args: unknown, found = new Set<string>(), seen = new Set<unknown>()) {
  if (typeof args === 'string') {
    found.add(args.trim());
  } else if (args && typeof args === 'object' && !seen.has(args)) {
    seen.add(args);
    const props = isValidElement(args) ? args.props : args;
    for (const value of Object.values(props as object)) hostTexts(value, found, seen);
  }
  return found;
}

// A story's queries and assertions name the texts it expects the component to show: those are the
// component's texts, which must be translated, not the story's.
const ASSERTED =
  /(?:name|ByText|ByLabelText|ByPlaceholderText|ByTitle|TextContent|AccessibleName|toBe|toEqual|toContain)\s*[:(]\s*$/;

/**
 * The texts a story file writes into what it renders (a field's label in a demo form, a toast's
 * message): string literals of its source that appear at least once outside a query or assertion.
 */
export function storySourceTexts(source: string): Set<string> {
  const texts = new Set<string>();
  for (const match of source.matchAll(
    /'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"|>([^<>{}]+)</g,
  )) {
    const text = (match[1] ?? match[2] ?? match[3] ?? '').replace(/\s+/g, ' ').trim();
    if (!text) continue;
    const before = source.slice(Math.max(0, match.index - 40), match.index);
    if (match[3] !== undefined || !ASSERTED.test(before)) texts.add(text.replace(/\\(.)/g, '$1'));
  }
  return texts;
}

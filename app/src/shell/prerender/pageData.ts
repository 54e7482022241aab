import { scriptJson } from '../scriptJson';

/**
 * The answers the server's render fetched for the page, keyed as SWR keys its requests: the
 * client hydrates with them, so it renders the very markup the server sent. A JSON data block, not
 * a script: it never runs, and the page's Content Security Policy has nothing to allow.
 */
export type PageData = Record<string, unknown>;

const PAGE_DATA_ELEMENT_ID = 'page-data';

/** The page data as a `<script type="application/json">` element (`scriptJson`: `<` escaped). */
export function pageDataElement(data: PageData): string {
  return `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${scriptJson(data)}</script>`;
}

/** The page data the server sent with this page; none for a page rendered in the browser. */
export function readPageData(document: Document): PageData {
  const element = document.getElementById(PAGE_DATA_ELEMENT_ID);
  return element?.textContent ? (JSON.parse(element.textContent) as PageData) : {};
}

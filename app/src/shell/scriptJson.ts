/**
 * `data` as JSON to place inside a `<script>` element of a non-JavaScript type (page data,
 * JSON-LD). Every `<` is escaped (JSON allows `\u003c` in strings, the only place it can occur),
 * so text such as a vehicle's model cannot close the element and inject markup.
 */
export const scriptJson = (data: unknown): string => JSON.stringify(data).replace(/</g, '\\u003c');

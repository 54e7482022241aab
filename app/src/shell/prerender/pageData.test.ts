import { describe, expect, it } from 'vitest';
import { pageDataElement, readPageData } from './pageData';

describe('page data', () => {
  it('reaches the client as the server rendered it', () => {
    const data = { '@"getVehicle",3,': { id: 3, model: 'Toyota Corolla', image: [] } };
    document.body.innerHTML = pageDataElement(data);
    expect(readPageData(document)).toEqual(data);
  });

  it('keeps text that looks like markup as text: it cannot close the element or add one', () => {
    const model = '</script><script>window.injected = true</script><!--';
    document.body.innerHTML = `${pageDataElement({ key: { model } })}<p>after</p>`;
    expect(document.querySelectorAll('script')).toHaveLength(1);
    expect(document.querySelector('p')).toHaveTextContent('after');
    expect(readPageData(document)).toEqual({ key: { model } });
  });

  it('is empty for a page the browser renders itself', () => {
    document.body.innerHTML = '<div id="root"></div>';
    expect(readPageData(document)).toEqual({});
  });
});

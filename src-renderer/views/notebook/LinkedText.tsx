import { Fragment } from 'react';
import { linkSpans } from '../../../src-shared/notebook-links';
import { useNotebook } from '../../stores/notebook';

/** Text the GM wrote, its links to the notebook's pages shown as links that open the page in the Pages tab. */
export function LinkedText({ text }: { text: string }) {
  const pages = useNotebook((s) => s.pages);
  const open = (name: string) => {
    const page = pages.find((p) => p.name === name);
    if (!page) return;
    void useNotebook.getState().open(page.id);
    useNotebook.getState().showTab('pages');
  };
  return linkSpans(
    text,
    pages.map((p) => p.name),
  ).map((span, i) =>
    span.page === null ? (
      <Fragment key={i}>{span.shown}</Fragment>
    ) : (
      <button key={i} type="button" className="link-button" onClick={() => open(span.page!)}>
        {span.shown}
      </button>
    ),
  );
}

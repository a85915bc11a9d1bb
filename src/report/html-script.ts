// The only script of report.html: the status and operation filters (expected failures are a status of
// their own, which "Problems only" leaves out), expand/collapse, the copy buttons of the curl lines, and
// keeping an opened rule's violations and marked fields in view. Plain DOM, no data of its own: it reads
// the data-status and data-operation attributes the renderer wrote, so nothing received is ever parsed as
// script. Without it (scripts disabled) the page still shows every rule; the filters then stay hidden.
// A line that ends in a backslash goes on in the next (a line continuation): the page has the two as one.

export const PAGE_SCRIPT = `(() => {
  'use strict';
  const filters = document.getElementById('filters');
  // The rows of the operations' sections: the copies in "New failures" at the top are not filtered.
  const rules = [...document.querySelectorAll('section.operation .rule')];
  const sections = [...document.querySelectorAll('section.operation')];
  const answers = [...document.querySelectorAll('section.operation .answer')];
  const boxes = (name) => [...filters.querySelectorAll('input[name="' + name + '"]')];
  const chosen = (name) => new Set(boxes(name).filter((box) => box.checked).map((box) => box.value));

  function apply() {
    const statuses = chosen('status');
    const operations = chosen('operation');
    for (const rule of rules) rule.hidden = !(statuses.has(rule.dataset.status) && operations.has(rule.dataset.operation));
    for (const answer of answers) answer.hidden = answer.querySelector('.rule:not([hidden])') === null;
    for (const section of sections) {
      section.hidden = !operations.has(section.dataset.operation);
      section.querySelector('.none').hidden = section.querySelector('.rule:not([hidden])') !== null;
    }
    const shown = rules.filter((rule) => !rule.hidden).length;
    document.getElementById('shown').textContent = shown + ' of ' + rules.length + ' rules shown';
  }

  const PROBLEMS = ['failed', 'warning', 'error'];
  filters.addEventListener('change', apply);
  filters.addEventListener('click', (event) => {
    const button = event.target.closest('button');
    if (!button) return;
    if (button.dataset.preset) {
      for (const box of boxes('status')) box.checked = button.dataset.preset === 'all' || PROBLEMS.includes(box.value);
      if (button.dataset.preset === 'all') for (const box of boxes('operation')) box.checked = true;
      apply();
    }
    if (button.dataset.expand) {
      for (const details of document.querySelectorAll('details.rule')) if (!details.hidden) details.open = button.dataset.expand === 'open';
    }
  });

  // The clipboard API needs a secure context (file: is one in Chromium and Firefox); where it is
  // refused, the line is selected so that Ctrl+C copies it.
  document.addEventListener('click', (event) => {
    const button = event.target.closest('button.copy');
    if (!button) return;
    const code = button.parentElement.querySelector('code');
    const say = (label) => {
      button.textContent = label;
      setTimeout(() => { button.textContent = 'Copy'; }, 2000);
    };
    const select = () => {
      const range = document.createRange();
      range.selectNodeContents(code);
      const selection = window.getSelection();
      selection.removeAllRanges();
      selection.addRange(range);
      say('Press Ctrl+C');
    };
    if (navigator.clipboard && navigator.clipboard.writeText) \
navigator.clipboard.writeText(code.textContent).then(() => say('Copied'), select);
    else select();
  });

  // A rule opened near the bottom of the window is scrolled up so that its violations show; the
  // scroll stops below the sticky filters (scroll-margin-top reads their height from --filters-height).
  document.addEventListener('click', (event) => {
    const summary = event.target.closest('details.rule > summary');
    if (!summary) return;
    const details = summary.parentElement;
    setTimeout(() => {
      const shown = details.open && (details.querySelector('.errors') || details.querySelector('.evidence'));
      if (shown && shown.getBoundingClientRect().bottom > window.innerHeight) details.scrollIntoView({ block: 'start' });
    });
  });
  // An opened body pane is scrolled to its first marked field.
  document.addEventListener('toggle', (event) => {
    if (!event.target.open) return;
    for (const pre of event.target.querySelectorAll('pre.body')) {
      const mark = pre.querySelector('mark');
      if (mark) pre.scrollTop += mark.getBoundingClientRect().top - pre.getBoundingClientRect().top - 24;
    }
  }, true);
  // The bar's height changes with the window's width and with the count it shows.
  new ResizeObserver(() => document.documentElement.style.setProperty('--filters-height', filters.offsetHeight + 'px')).observe(filters);

  filters.hidden = false;
  apply();
})();
`;

// mammoth ships no types for its browser bundle; the part FileViewer uses.
declare module 'mammoth/mammoth.browser.min.js' {
  const mammoth: {
    convertToHtml(input: { arrayBuffer: ArrayBuffer }): Promise<{ value: string; messages: unknown[] }>;
  };
  export default mammoth;
}

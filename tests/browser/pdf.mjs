// The number of pages of a PDF (Chromium's page.pdf()): its page objects,
// /Type /Page (not /Pages), counted in the bytes.
export function pdfPageCount(bytes) {
  const text = Buffer.from(bytes).toString('latin1');
  return (text.match(/\/Type\s*\/Page(?![a-zA-Z])/g) || []).length;
}

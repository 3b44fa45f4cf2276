/** Hands a file to the browser as a download, without a server round trip. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The browser reads the URL after the click returns; revoking at once could cancel the download.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** A file name from free text: anything but letters, digits, dots and dashes becomes a hyphen. */
export function safeFileName(text: string, fallback: string): string {
  const name = text.trim().replace(/[^\p{L}\p{N}.-]+/gu, '-').replace(/-+/g, '-').replace(/^-|-$/g, '');
  return name.slice(0, 80) || fallback;
}

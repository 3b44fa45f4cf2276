/** A file the page saved through a download link (an anchor with `download` clicked on a blob URL). */
export interface SavedFile {
  name: string;
  blob: Blob;
}

/**
 * Catches the files a test's page downloads: blob URLs are remembered and the anchor clicks that save them are
 * recorded instead of navigating. Call it at the top of a test file; the list is emptied before each test.
 */
export function captureDownloads(): SavedFile[] {
  const saved: SavedFile[] = [];
  beforeEach(() => {
    saved.length = 0;
    const blobs = new Map<string, Blob>();
    URL.createObjectURL = jest.fn((blob: Blob) => {
      const url = `blob:${blobs.size}`;
      blobs.set(url, blob);
      return url;
    });
    URL.revokeObjectURL = jest.fn();
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, blob: blobs.get(this.href)! });
    });
  });
  afterEach(() => jest.restoreAllMocks());
  return saved;
}

export function readBlob(blob: Blob): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.readAsText(blob);
  });
}

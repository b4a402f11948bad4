/**
 * A poster address at the size a page draws it: the server answers an uploaded poster as WebP at 240x360 (`thumb`,
 * for lists) or 480x720 (`detail`, the default), and the generated SVG poster whatever the size.
 */
export function posterAtSize(posterUrl: string, size: 'thumb' | 'detail'): string {
  const [path = '', query = ''] = posterUrl.split('?');
  const params = new URLSearchParams(query);
  params.set('size', size);
  return `${path}?${params.toString()}`;
}

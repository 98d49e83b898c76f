import { all, type Row } from '../../support/matrix'

// Site-wide SEO files: public on every known host, the same for every caller.
export const rows: Row[] = [
  { route: 'sitemap[.]xml', method: 'GET', path: '/sitemap.xml', expect: all(200) },
  {
    route: 'sitemaps.$file',
    method: 'GET',
    path: '/sitemaps/businesses-1.xml',
    expect: all(200),
  },
  { route: 'robots[.]txt', method: 'GET', path: '/robots.txt', expect: all(200) },
]

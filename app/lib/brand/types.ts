// Shapes stored as JSON in affiliate_brands and custom_hostnames (db/schema.ts).

export interface DnsRecord {
  type: 'CNAME' | 'TXT'
  name: string
  value: string
}

export interface BrandFaq {
  question: string
  answer: string
}

export interface GalleryPhoto {
  url: string
  alt: string
  /** Before/after photos pair up in order (1st before with 1st after); others are just photos. */
  role: 'photo' | 'before' | 'after'
}

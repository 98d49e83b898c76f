import type { Config } from 'tailwindcss'

export default {
  content: ['./app/**/{**,.client,.server}/**/*.{js,jsx,ts,tsx}'],
  theme: {
    extend: {
      colors: {
        // A detailer's own colour replaces these on its pages (app/lib/brand/colour.ts).
        brand: {
          50: 'rgb(var(--brand-50, 239 248 255) / <alpha-value>)',
          100: 'rgb(var(--brand-100, 219 238 254) / <alpha-value>)',
          500: 'rgb(var(--brand-500, 29 143 225) / <alpha-value>)',
          600: 'rgb(var(--brand-600, 17 114 191) / <alpha-value>)',
          700: 'rgb(var(--brand-700, 15 91 154) / <alpha-value>)',
          900: 'rgb(var(--brand-900, 12 47 82) / <alpha-value>)',
        },
      },
    },
  },
  plugins: [],
} satisfies Config

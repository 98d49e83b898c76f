import type { Config } from 'tailwindcss'

export default {
  content: ['./app/**/{**,.client,.server}/**/*.{js,jsx,ts,tsx}'],
  theme: {
    extend: {
      colors: {
        brand: {
          50: '#eff8ff',
          100: '#dbeefe',
          500: '#1d8fe1',
          600: '#1172bf',
          700: '#0f5b9a',
          900: '#0c2f52',
        },
      },
    },
  },
  plugins: [],
} satisfies Config

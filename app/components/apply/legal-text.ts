// Spec §9 affiliate terms, written out for applicants. Shown in the Terms and Privacy modals and,
// without JavaScript, on /affiliate-onboarding?show=terms|privacy.

export interface LegalSection {
  heading: string
  body: string
}

export interface LegalDocument {
  title: string
  sections: LegalSection[]
}

export const AFFILIATE_TERMS: LegalDocument = {
  title: 'Affiliate Terms of Service',
  sections: [
    {
      heading: 'Who may apply',
      body: 'You must be at least 18 years old and authorised to act for the business you name in your application. Every application is reviewed by our team; we aim to decide within 2-3 business days and tell you by email.',
    },
    {
      heading: 'Fees',
      body: 'Mobile Detail Hub charges 10% of each transaction booked through the platform: 3% covers payment processing and 7% is the platform fee. There is no sign-up fee and no monthly charge.',
    },
    {
      heading: 'Your listing and your work',
      body: 'You are responsible for the services you offer, your prices, your insurance and the quality of your work. What you tell customers on your site and in your application must be true. We may suspend a listing that misleads customers or breaks the law.',
    },
    {
      heading: 'Records',
      body: 'We keep records of every transaction for at least 7 years, as tax and payment rules require, even if you later leave the platform.',
    },
    {
      heading: 'Liability',
      body: "Our total liability to you for any claim is limited to the platform fees you paid us in the 6 months before the claim. We are not liable for a customer's conduct or for work you perform.",
    },
    {
      heading: 'Leaving',
      body: 'You may close your account at any time. Bookings already confirmed stay your responsibility until they are completed or cancelled.',
    },
  ],
}

export const AFFILIATE_PRIVACY: LegalDocument = {
  title: 'Affiliate Privacy Policy',
  sections: [
    {
      heading: 'What we collect',
      body: 'The details in your application: business and contact names, phone, email, base location, services, links to your profiles, photos of your work, your insurance answer and your notes.',
    },
    {
      heading: 'Why we use it',
      body: 'To review your application (within 2-3 business days), to contact you about it by email and, with your consent, by text message, and once approved to run your business site and send you booking requests.',
    },
    {
      heading: 'Who sees it',
      body: 'Our review team. Once you are approved, the business details you choose to publish are shown to customers. We do not sell your data.',
    },
    {
      heading: 'How long we keep it',
      body: 'Transaction records are kept for at least 7 years. You can ask us to correct or delete other personal data at any time; a declined application is deleted on request.',
    },
    {
      heading: 'On this device',
      body: 'While you fill in the form, a draft is saved in this browser only, so you do not lose your work. It is removed when you submit, and "Clear All Data (Emergency)" removes it at once.',
    },
  ],
}

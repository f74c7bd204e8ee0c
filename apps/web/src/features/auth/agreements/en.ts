import type { AgreementTexts } from './types';

export const en: AgreementTexts = {
  registration: {
    intro:
      'This agreement is between you (the "Customer") and the operator of the Parcelhub platform (the "Platform"). By ticking the box and registering, you confirm that you have read and accepted it.',
    sections: [
      {
        heading: '1. The service',
        paragraphs: [
          'Parcelhub is a back office for cross-border and last-mile parcel logistics: placing and tracking orders, quotations, customs clearance, warehousing, sorting, bagging, billing and related services. The carriers, customs brokers and warehouses that carry out the physical work are named in each product or quotation.',
          'Features differ by subscription edition (free, standard, professional). The Platform may improve or change features and will announce material changes in the product in advance.',
        ],
      },
      {
        heading: '2. Your account',
        paragraphs: [
          'You must give true, complete and current registration information, including a mobile number you control. New accounts are reviewed by the Platform, usually within 1 to 3 working days, and can only sign in once approved.',
          'You are responsible for keeping your password secret and for everything done under your account and its sub-accounts. Tell us at once if you suspect unauthorised use.',
        ],
      },
      {
        heading: '3. Shipments and declarations',
        paragraphs: [
          "You are the shipper of record for the parcels you submit. Declarations of contents, value, weight, dimensions, HS codes and the recipient's customs identifiers (such as the Korean personal customs clearance code) must be accurate and complete.",
          'You must not ship dangerous goods, prohibited or restricted items, counterfeit goods, or anything whose carriage breaks the law of the origin, transit or destination country. Parcels that do not comply may be held, returned or destroyed at your cost.',
        ],
      },
      {
        heading: '4. Prices, wallet and payment',
        paragraphs: [
          'Charges follow the quotation in force when the order is placed, plus surcharges, duties and taxes that apply. Chargeable weight is the greater of actual and volumetric weight unless the product states otherwise.',
          'Prepaid balances are used to pay orders and fees. Bills are confirmed monthly; differences found on confirmation are refunded to or charged from your balance.',
        ],
      },
      {
        heading: '5. Liability',
        paragraphs: [
          "Loss, damage and delay are compensated according to the terms of the product used, up to the declared value or the product's limit, whichever is lower. The Platform is not liable for indirect losses, or for delays caused by customs inspection, force majeure or wrong information supplied by you.",
          'Claims must be made through a work ticket within 30 days of the delivery date or the expected delivery date.',
        ],
      },
      {
        heading: '6. Acceptable use',
        paragraphs: [
          "You may use the platform and its API only for your own logistics business. Automated access must use the API credentials issued to you and respect published rate limits. Attempts to access other customers' data or disrupt the service lead to suspension.",
        ],
      },
      {
        heading: '7. Suspension and termination',
        paragraphs: [
          'You may close your account at any time after settling outstanding bills. The Platform may suspend or close an account that breaks this agreement, with notice except where the law or urgent risk requires otherwise.',
        ],
      },
      {
        heading: '8. Governing law and contact',
        paragraphs: [
          "This agreement is governed by the law of the Platform operator's place of registration. Disputes are first handled through customer service; unresolved disputes go to the competent court of that place.",
          'Questions about this agreement: contact customer service from the help entry in the platform.',
        ],
      },
    ],
  },
  privacy: {
    intro:
      'This policy explains what personal information Parcelhub collects, why, and the choices you have. It applies to the web platform, its API and the related customer service.',
    sections: [
      {
        heading: '1. What we collect',
        paragraphs: [
          'Account data: login account, mobile number, email, company details and the settings you choose, such as the interface language.',
          "Shipment data: sender, recipient and return addresses, phone numbers, emails, customs identifiers, parcel contents and tracking events. You supply recipient data on the recipient's behalf and must have a lawful basis to do so.",
          'Technical data: IP address, browser, sign-in times and security logs, used to protect accounts.',
        ],
      },
      {
        heading: '2. Why we use it',
        paragraphs: [
          'To provide the service: create labels, arrange transport and customs clearance, deliver parcels, bill and support you; to keep the platform secure; and to meet legal duties such as customs and tax record keeping.',
        ],
      },
      {
        heading: '3. Who we share it with',
        paragraphs: [
          'Carriers, customs brokers, warehouses and payment providers receive the data they need to handle a shipment or payment. Customs and other authorities receive data where the law requires it. We do not sell personal information.',
        ],
      },
      {
        heading: '4. Cross-border transfer',
        paragraphs: [
          'International shipping means shipment data travels to the countries the parcel passes through. We transfer only what each party needs and use contractual safeguards where the law requires them.',
        ],
      },
      {
        heading: '5. How long we keep it',
        paragraphs: [
          'Account data is kept while the account is open. Shipment and billing records are kept for the period required by customs and tax rules (usually 3 to 5 years), then deleted or anonymised.',
        ],
      },
      {
        heading: '6. Security',
        paragraphs: [
          'Passwords are sent encrypted and stored only as salted hashes. Access to personal data is limited to staff who need it, and actions are logged. Masked display is used for phone numbers and emails where full values are not needed.',
        ],
      },
      {
        heading: '7. Your rights',
        paragraphs: [
          'You may access, correct or delete your personal information, withdraw consent and close your account, subject to records we must keep by law. Most data can be edited directly in the platform; for anything else contact customer service.',
        ],
      },
      {
        heading: '8. Changes',
        paragraphs: ['We will announce material changes to this policy in the platform before they take effect.'],
      },
    ],
  },
};

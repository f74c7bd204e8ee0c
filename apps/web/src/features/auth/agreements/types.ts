export interface AgreementSection {
  heading: string;
  paragraphs: string[];
}

export interface AgreementTexts {
  registration: { intro: string; sections: AgreementSection[] };
  privacy: { intro: string; sections: AgreementSection[] };
}

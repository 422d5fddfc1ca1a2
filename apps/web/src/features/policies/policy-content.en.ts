import { SITE } from '@eauction/shared';
import type { Policy } from './policy-content';
import type { PolicySlug } from './policy-list';

/**
 * The English texts of the policy pages, written in the manner of the Guidelines for Indian Government
 * Websites (GIGW). Kept as data so one component renders them all and an editor changes words, not markup.
 * The facts the product requires (docs/product.md, "Static policy pages") are stated where they belong:
 * feedback reply time, half-yearly link and content reviews, the refund statement and the governing law.
 * The Hindi texts (policy-content.hi.ts) have the same sections, with the same ids, in the same order.
 */

const [SALES_EMAIL, SUPPORT_EMAIL] = SITE.salesEmails;
const POSTAL_ADDRESS = SITE.postalAddress.join(', ');

export const POLICIES_EN: Record<PolicySlug, Policy> = {
  feedback: {
    summary: `We welcome your suggestions, complaints and questions about ${SITE.name} and reply to every message within 5 business days.`,
    keywords: ['feedback', 'grievance', 'contact'],
    sections: [
      {
        id: 'how-to-send-feedback',
        heading: 'How to send feedback',
        paragraphs: [
          `Your views help us make ${SITE.name} simpler, fairer and easier to use. You may write to us about the website, about a particular auction, about the registration and EMD process, or about any difficulty you faced while bidding.`,
          'Feedback can be sent through any of the following channels:',
        ],
        items: [
          'the form on the Contact Us page of this website;',
          `e-mail to ${SALES_EMAIL} or ${SUPPORT_EMAIL};`,
          `post to ${POSTAL_ADDRESS};`,
          `telephone on ${SITE.phone}, ${SITE.businessDays}, ${SITE.hours}.`,
        ],
        links: [
          { label: 'Go to the Contact Us form', to: '/contact' },
          { label: `E-mail ${SALES_EMAIL}`, to: `mailto:${SALES_EMAIL}` },
        ],
      },
      {
        id: 'what-to-include',
        heading: 'What to include',
        paragraphs: [
          'To help us answer quickly, please mention your name, the e-mail address you registered with (if any), the Auction ID or property concerned, and a short description of the issue. For technical problems, the name of your browser and the page on which the problem occurred are very useful.',
          'Please do not send passwords, full bank account numbers or copies of identity documents by e-mail. We will never ask you for your password.',
        ],
      },
      {
        id: 'when-you-will-hear-from-us',
        heading: 'When you will hear from us',
        paragraphs: [
          'Every message is acknowledged and assigned to the officer responsible for the subject. You will receive a reply within 5 business days of the day we receive your feedback. Where a matter needs longer examination, for example a dispute about an auction result, the reply will tell you who is handling it and when a final answer can be expected.',
          'Matters concerning the terms of a particular sale, such as the reserve price, the inspection of a property or the return of Earnest Money Deposit, are decided by the secured creditor named in the sale notice. We forward such feedback to the creditor and inform you that we have done so.',
        ],
      },
    ],
  },

  disclaimer: {
    summary: `The information on ${SITE.name} is published in good faith for auctions of secured and other assets; bidders must verify it independently before bidding.`,
    keywords: ['disclaimer', 'liability', 'sale notice'],
    sections: [
      {
        id: 'accuracy-of-information',
        heading: 'Accuracy of information',
        paragraphs: [
          `Property details, reserve prices, auction dates and other particulars shown on ${SITE.name} are provided by the secured creditors and other sellers on whose behalf the auctions are held. Although every effort is made to publish them accurately and to keep them current, the auction house does not guarantee that they are complete or free of error.`,
          'The sale notice of each auction, issued by the seller, is the authoritative document. If any information on this website differs from the sale notice, the sale notice prevails.',
        ],
      },
      {
        id: 'due-diligence-by-bidders',
        heading: 'Due diligence by bidders',
        paragraphs: [
          'Properties are sold on an "as is where is", "as is what is" and "whatever there is" basis. Bidders are advised to inspect the property, examine the title documents and ascertain any encumbrances, statutory dues, taxes and charges before submitting an Earnest Money Deposit or placing a bid.',
          `${SITE.name} is not responsible for any loss or damage arising from reliance on the information published here, or from a bidder's failure to carry out independent verification.`,
        ],
      },
      {
        id: 'availability-of-the-service',
        heading: 'Availability of the service',
        paragraphs: [
          "We aim to keep the website and the live auction service available at all times during published auction hours. Interruptions can nevertheless occur because of network failures, maintenance or events beyond our control. The auction house is not liable for any bid that could not be placed because of the bidder's own connection, device or browser.",
        ],
      },
      {
        id: 'links-to-other-websites',
        heading: 'Links to other websites',
        paragraphs: [
          'Links to external websites are provided for convenience only. The auction house does not control and is not responsible for the content or availability of those websites, and a link does not imply endorsement.',
        ],
      },
    ],
  },

  'terms-of-use': {
    summary: `The conditions under which you may use ${SITE.name}, register as a bidder and take part in online auctions.`,
    keywords: ['terms of use', 'conditions', 'governing law', 'jurisdiction'],
    sections: [
      {
        id: 'acceptance-of-these-terms',
        heading: 'Acceptance of these terms',
        paragraphs: [
          `By accessing ${SITE.name} you agree to these terms. If you register as a bidder, you also agree to the terms and conditions of each sale notice for which you submit an Earnest Money Deposit. If you do not accept these terms, please do not use the website.`,
        ],
      },
      {
        id: 'registration-and-accounts',
        heading: 'Registration and accounts',
        items: [
          'You must give true, complete and current information when you register, including your PAN and bank details where asked.',
          'Your e-mail address identifies your account and cannot be changed after registration.',
          'You are responsible for keeping your password confidential and for every bid placed from your account.',
          'One person or organisation may hold only one account. Accounts found to be false or duplicated may be suspended.',
        ],
      },
      {
        id: 'bidding',
        heading: 'Bidding',
        items: [
          'Only bidders whose auction registration and EMD have been approved may bid in an auction.',
          'Every bid is binding. A bid cannot be withdrawn once the server has accepted it.',
          'The time recorded by the auction server is final for deciding the order of bids and the close of an auction.',
          'A bid placed in the last minutes of an auction may extend its closing time, as stated in the auction.',
          'The successful bidder must pay the balance of the sale price within the period stated in the sale notice; failure may result in forfeiture of the deposit.',
        ],
      },
      {
        id: 'acceptable-use',
        heading: 'Acceptable use',
        paragraphs: [
          'You must not attempt to interfere with the working of the website, to gain access to accounts or data that are not yours, to collude with other bidders, or to use automated means to place bids other than the auto-bid feature the website offers.',
        ],
      },
      {
        id: 'governing-law-and-jurisdiction',
        heading: 'Governing law and jurisdiction',
        paragraphs: [
          'These terms and any dispute arising from the use of this website are governed by Indian law. The courts of New Delhi shall have exclusive jurisdiction over all such disputes.',
        ],
      },
      {
        id: 'changes-to-these-terms',
        heading: 'Changes to these terms',
        paragraphs: [
          'The auction house may revise these terms from time to time. The revised terms apply from the date they are published on this page.',
        ],
      },
    ],
  },

  'website-accessibility': {
    summary: `${SITE.name} is built so that every visitor, including persons with disabilities, can find auctions, register and bid.`,
    keywords: ['accessibility', 'WCAG', 'GIGW', 'screen reader'],
    sections: [
      {
        id: 'our-commitment',
        heading: 'Our commitment',
        paragraphs: [
          `We want ${SITE.name} to be usable by everyone, whatever device, browser or assistive technology they use. The website is designed to comply with the Guidelines for Indian Government Websites (GIGW) and with the Web Content Accessibility Guidelines (WCAG) 2.1 at level AA.`,
        ],
      },
      {
        id: 'accessibility-features',
        heading: 'Accessibility features',
        items: [
          'A "Skip to main content" link as the first item on every page, for keyboard and screen-reader users.',
          'Text size buttons at the top of every page: "A-" makes the text smaller, "A+" larger (up to 125 percent) and "A" returns it to normal. Your choice is remembered on this device.',
          'A "High contrast" button at the top of every page shows black text on white with stronger borders, underlined links and a bolder focus indicator; every text meets the enhanced contrast of WCAG level AAA in it. Your choice is remembered on this device.',
          'All functions can be operated with the keyboard, with a visible focus indicator. After you follow a link, focus moves to the heading of the new page; dialogs keep focus inside while open and return it when closed.',
          'During a live auction each new highest bid is announced to screen readers politely, without interrupting; the countdown is not read out every second.',
          'Pages use headings, landmarks and labelled form fields so that assistive technology can describe them.',
          'Text and background colours meet the contrast ratios required by WCAG 2.1 AA.',
          'Images that convey information carry text alternatives; decorative images are hidden from screen readers.',
          "Text can be enlarged with the browser's zoom up to 200 percent without loss of content.",
          'Form errors are announced in words, not by colour alone.',
        ],
      },
      {
        id: 'screen-readers',
        heading: 'Screen readers',
        paragraphs: [
          'The website works with common free and commercial screen readers such as NVDA, JAWS, VoiceOver and TalkBack, used with a current version of Chrome, Edge, Firefox or Safari.',
        ],
      },
      {
        id: 'reporting-a-problem',
        heading: 'Reporting a problem',
        paragraphs: [
          `If any part of the website is difficult for you to use, please tell us through the Feedback page or by e-mail to ${SUPPORT_EMAIL}, mentioning the page and the assistive technology you use. We will reply within 5 business days and, where necessary, help you complete your task by other means.`,
        ],
        links: [{ label: 'Send feedback', to: '/feedback' }],
      },
    ],
  },

  'privacy-policy': {
    summary: `How ${SITE.name} collects, uses and protects the personal information of visitors and bidders, and our refund policy.`,
    keywords: ['privacy policy', 'personal data', 'refund policy', 'cookies'],
    sections: [
      {
        id: 'information-we-collect',
        heading: 'Information we collect',
        paragraphs: [
          'Visitors can browse auctions without giving any personal information. When you register as a bidder or for an auction, we collect what is needed to identify you and to conduct the auction lawfully:',
        ],
        items: [
          'your name, organisation, address, mobile and landline numbers and e-mail address;',
          'your PAN and copies of your PAN card and address proof;',
          'your bank name, account number and IFSC, used to return deposits;',
          'the details of your Earnest Money Deposit payment, and your bids with the time they were placed.',
        ],
      },
      {
        id: 'how-we-use-it',
        heading: 'How we use it',
        paragraphs: [
          'Your information is used only to verify your identity, to approve your participation in auctions, to conduct and record the auctions, to send you notices about them and to meet legal and audit obligations. It is shared only with the secured creditor conducting the auction you registered for, and with authorities where the law requires.',
          'We do not sell or rent personal information, and we do not use it for marketing by third parties.',
        ],
      },
      {
        id: 'protection-and-retention',
        heading: 'Protection and retention',
        paragraphs: [
          'Personal information is stored on secured servers in India and is accessible only to authorised officers. Identity documents are never published and can be seen only by you and by the officers who review your registration. Records of auctions are retained for the period required by law, after which they are securely destroyed.',
        ],
      },
      {
        id: 'cookies-and-logs',
        heading: 'Cookies and logs',
        paragraphs: [
          'The website does not use advertising or tracking cookies. Your browser keeps a sign-in token so that you stay signed in; it is removed when you log out. Our servers record technical information such as IP address, browser type and the pages requested, which is used only to keep the service secure and to diagnose faults.',
        ],
      },
      {
        id: 'your-rights',
        heading: 'Your rights',
        paragraphs: [
          'You may view and correct most of your details on your profile page. To ask for any other correction, or to raise a concern about how your information is handled, please write to us through the Feedback page.',
        ],
      },
      {
        id: 'refund-policy',
        heading: 'Refund policy',
        paragraphs: [
          `We have no Refund Policy. ${SITE.name} charges no fee for registration or participation (the tender fee is ₹0), so no payment made to the website itself falls to be refunded.`,
          "The Earnest Money Deposit of an auction is governed by the terms of that auction's sale notice: it is adjusted against the sale price for the successful bidder, and returned by the secured creditor to the other bidders in the bank account given in their profile, within the period stated in the sale notice.",
        ],
      },
    ],
  },

  'hyperlinking-policy': {
    summary: `The rules for links from ${SITE.name} to other websites and from other websites to ${SITE.name}.`,
    keywords: ['hyperlinking policy', 'external links'],
    sections: [
      {
        id: 'links-to-external-websites',
        heading: 'Links to external websites',
        paragraphs: [
          `At many places on this website you will find links to other websites and portals, such as those of banks, government departments and social media. These links are placed for your convenience. ${SITE.name} is not responsible for the contents or reliability of the linked websites and does not necessarily endorse the views expressed in them.`,
          'The mere presence of a link or its listing on this website should not be taken as an endorsement of any kind. We cannot guarantee that these links will work all the time, and we have no control over the availability of the linked pages. External links open in a new browser tab.',
        ],
      },
      {
        id: 'links-to-this-website-from-other-websites',
        heading: 'Links to this website from other websites',
        paragraphs: [
          'We do not object to you linking directly to the information hosted on this website, and no prior permission is required for it. However, we would like you to inform us of any links provided to this website so that you can be told of any changes or updates to the linked pages.',
          'We do not permit our pages to be loaded into frames on your website. The pages of this website must load into a newly opened browser window of the user.',
        ],
      },
    ],
  },

  'copyright-policy': {
    summary: `The conditions on which material published on ${SITE.name} may be reproduced.`,
    keywords: ['copyright policy', 'reproduction'],
    sections: [
      {
        id: 'reproduction-of-material',
        heading: 'Reproduction of material',
        paragraphs: [
          `Material on this website may be reproduced free of charge after taking proper permission by sending a mail to ${SALES_EMAIL}. The material must be reproduced accurately and must not be used in a derogatory manner or in a misleading context. Wherever the material is published or issued to others, the source must be prominently acknowledged.`,
          'The permission to reproduce this material does not extend to any material identified as being the copyright of a third party, such as sale notices, photographs and documents supplied by secured creditors. Authorisation to reproduce such material must be obtained from the owners concerned.',
        ],
      },
      {
        id: 'trade-names-and-marks',
        heading: 'Trade names and marks',
        paragraphs: [
          `The name ${SITE.name} and its gavel mark identify the auction house and may not be used in a way that suggests an association with, or endorsement by, the auction house without its written consent.`,
        ],
      },
    ],
  },

  'content-archival-policy': {
    summary: `How long content stays on ${SITE.name} and how it is archived once it is no longer current.`,
    keywords: ['content archival policy', 'archive', 'retention'],
    sections: [
      {
        id: 'purpose',
        heading: 'Purpose',
        paragraphs: [
          'Every item of content on this website has a period of validity. This policy describes when content is removed from the live pages and how it is preserved afterwards, so that visitors see only current information while records remain available when needed.',
        ],
      },
      {
        id: 'archival-schedule',
        heading: 'Archival schedule',
        items: [
          'Auction listings remain on the website until the auction is concluded, and are then removed from the public listing. The record of the auction, its bids and its result is archived and retained as required by law.',
          'Sale notices and auction documents are archived together with the auction they belong to.',
          'Announcements and notices are archived when their validity date passes, or one year after publication where no date is given.',
          'Policy pages such as this one are permanent; when a policy is revised, the earlier version is archived.',
        ],
      },
      {
        id: 'access-to-archived-content',
        heading: 'Access to archived content',
        paragraphs: [
          'Archived content is not shown on the public website. Bidders can continue to see their own bids and registrations in their dashboard. Any other archived record can be requested through the Feedback page, and will be provided where the law allows.',
        ],
      },
    ],
  },

  'website-security-policy': {
    summary: `The measures that protect ${SITE.name}, its bidders and its auctions from misuse.`,
    keywords: ['website security policy', 'security', 'data protection'],
    sections: [
      {
        id: 'security-measures',
        heading: 'Security measures',
        items: [
          'All traffic to the website is encrypted; pages and bids are never sent in plain text.',
          'Passwords are stored only as strong one-way hashes and cannot be read by anyone, including our staff.',
          'Every bid and status change is checked on the server, recorded with the server time and written to an audit log.',
          'Identity and payment documents are stored privately and shown only to their owner and to authorised officers.',
          'The website sends security headers and a content security policy that prevent other sites from framing its pages or injecting scripts into them.',
          'Repeated failed sign-in attempts and excessive requests are limited automatically.',
        ],
      },
      {
        id: 'your-part-in-security',
        heading: 'Your part in security',
        paragraphs: [
          'Use a strong password that you do not use on other websites, do not share it with anyone, and log out when you use a shared computer. The auction house will never ask for your password by e-mail or telephone.',
        ],
      },
      {
        id: 'reporting-a-vulnerability',
        heading: 'Reporting a vulnerability',
        paragraphs: [
          `If you believe you have found a security weakness in the website, please report it to ${SUPPORT_EMAIL} with enough detail for us to reproduce it, and do not disclose it publicly until it has been fixed. Unauthorised attempts to upload or change information, or to cause damage, are prohibited and may be punishable under the Information Technology Act, 2000.`,
        ],
      },
    ],
  },

  'website-monitoring-policy': {
    summary: `How ${SITE.name} is monitored for performance, functionality, broken links and security.`,
    keywords: ['website monitoring policy', 'broken links', 'performance'],
    sections: [
      {
        id: 'purpose',
        heading: 'Purpose',
        paragraphs: [
          'The website is monitored regularly so that it remains quick, correct and available, especially during live auctions. The following aspects are monitored.',
        ],
      },
      {
        id: 'performance',
        heading: 'Performance',
        paragraphs: [
          'Page load times and the response times of the auction server are measured continuously. Any slowdown is investigated at once, and capacity is added ahead of days with many scheduled auctions.',
        ],
      },
      {
        id: 'functionality',
        heading: 'Functionality',
        paragraphs: [
          'Automated tests exercise the main journeys of the website (browsing, registration, payment registration and bidding) every time a change is published, and the live service is checked around the clock.',
        ],
      },
      {
        id: 'broken-links',
        heading: 'Broken links',
        paragraphs: [
          'All internal and external links on the website are reviewed half-yearly to find broken links. Broken links are corrected or removed as soon as they are found, and links reported by visitors are attended to without waiting for the next review.',
        ],
      },
      {
        id: 'traffic-and-feedback',
        heading: 'Traffic and feedback',
        paragraphs: [
          'Usage is analysed in aggregate to understand which information visitors look for, and feedback received is reviewed to find parts of the website that need improvement.',
        ],
      },
    ],
  },

  'content-review-policy': {
    summary: `How the content of ${SITE.name} is reviewed to keep it accurate and relevant.`,
    keywords: ['content review policy', 'content relevance'],
    sections: [
      {
        id: 'review-schedule',
        heading: 'Review schedule',
        paragraphs: [
          "Auction listings are checked against the seller's sale notice before they are published, and again whenever the seller changes the auction. Any change to the date, reserve price or terms is reflected on the website the same day.",
          'The relevance of all other content, including the About Us page, the help texts and these policies, is reviewed half-yearly. Content that is out of date is revised or archived in line with the Content Archival Policy.',
        ],
      },
      {
        id: 'responsibility',
        heading: 'Responsibility',
        paragraphs: [
          'Each section of the website has an officer responsible for its content. The web information manager coordinates the half-yearly review and records its outcome.',
        ],
      },
      {
        id: 'corrections-between-reviews',
        heading: 'Corrections between reviews',
        paragraphs: [
          'Errors reported by visitors through the Feedback page are corrected as soon as they are verified, without waiting for the next review.',
        ],
      },
    ],
  },

  'website-contingency-management-policy': {
    summary: `How ${SITE.name} keeps auctions running, and restores the service quickly, if something goes wrong.`,
    keywords: ['contingency management', 'disaster recovery', 'backup'],
    sections: [
      {
        id: 'purpose',
        heading: 'Purpose',
        paragraphs: [
          'The presence of the auction house on the internet, and the conduct of live auctions in particular, must remain available and trustworthy. This policy describes how incidents that could interrupt the website are prevented, detected and handled.',
        ],
      },
      {
        id: 'defacement-or-compromise',
        heading: 'Defacement or compromise',
        paragraphs: [
          'The website is monitored for unauthorised changes. If content is altered or the website is compromised, it is taken offline or switched to a clean copy at once, the incident is reported to CERT-In as required, and the service is restored after the cause has been removed.',
        ],
      },
      {
        id: 'data-backup-and-recovery',
        heading: 'Data backup and recovery',
        paragraphs: [
          'The auction database is backed up continuously, with copies kept in a separate location. In the event of a failure, the service is restored from the latest consistent copy. Bids are recorded in the database before they are acknowledged, so no acknowledged bid is lost.',
        ],
      },
      {
        id: 'interruptions-during-a-live-auction',
        heading: 'Interruptions during a live auction',
        paragraphs: [
          "If the auction service is interrupted during a live auction, the auction is paused or extended so that every approved bidder has a fair opportunity to bid, and bidders are informed by e-mail. Where an auction cannot be completed, it is rescheduled with the seller's approval.",
        ],
      },
      {
        id: 'contingency-team',
        heading: 'Contingency team',
        paragraphs: [
          'A contingency management team, headed by the web information manager, decides on and oversees these measures, and reviews every incident afterwards so that it does not recur.',
        ],
      },
    ],
  },

  'content-map': {
    summary: `Who contributes content to ${SITE.name}, how it is moderated, and who approves it before publication.`,
    keywords: ['content contribution', 'moderation', 'approval', 'CMAP'],
    sections: [
      {
        id: 'contribution',
        heading: 'Contribution',
        paragraphs: [
          "Content on the website comes from two sources. Auction listings, sale notices and property documents are contributed by the secured creditors and other sellers on whose behalf auctions are held, through the auction house's administrators. All other content, such as information pages, notices and policies, is written by the departments of the auction house.",
        ],
      },
      {
        id: 'moderation',
        heading: 'Moderation',
        items: [
          "Every listing is checked for completeness: property type, location, reserve price, auction date, EMD deadline and the seller's details.",
          'Dates and amounts are checked against the sale notice issued by the seller.',
          'Content is checked for accuracy, clarity, plain language and compliance with the accessibility guidelines.',
          'Personal information not required for the sale is removed before publication.',
        ],
      },
      {
        id: 'approval',
        heading: 'Approval',
        paragraphs: [
          'Auction listings are published by an authorised administrator after moderation. Information pages and policies are approved by the web information manager before they are published, and by the head of the department concerned where they state rules or obligations.',
        ],
      },
      {
        id: 'records',
        heading: 'Records',
        paragraphs: [
          'Each publication and change is recorded with the name of the officer and the time, so that the history of any content can be traced.',
        ],
      },
    ],
  },
};

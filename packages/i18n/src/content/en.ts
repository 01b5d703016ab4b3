// Long on purpose: data, the English text of the content pages.
import type { ContentPages } from './types.ts';

/**
 * English text of the static pages (/safety-tips, /posting-rule, /privacy-policy). The Khmer
 * version in km.ts must have the same shape: the same sections, paragraphs and bullets.
 */
export const contentEn: ContentPages = {
  safetyTips: {
    title: 'Safety tips',
    summary:
      'How to buy and sell safely on Psar: meet in public, never pay before you see the item, check phones, vehicles, land titles and job offers carefully, and know who to call for help.',
    updated: 'Last updated: 22 November 2026',
    sections: [
      {
        heading: 'Meet in a safe, public place',
        paragraphs: [
          "Most deals on Psar are done face to face, and that is the safest way to buy and sell. Choose the place and time yourself, and don't let the other person change the plan at the last minute.",
        ],
        bullets: [
          'Meet during the day in a busy public place, such as a café, a shopping mall, a petrol station or a busy market.',
          'Bring a friend or family member, and tell someone where you are going and who you are meeting.',
          "Don't go to a remote place, a private house or a guesthouse room, and don't get into a stranger's car or tuk-tuk to “go and see” the item.",
          'For expensive items, meet inside or near a bank so the cash can be counted and deposited at once, or pay by bank transfer on the spot.',
          'Carry only the cash you need, and count money in a safe place, not on the street.',
          'If something feels wrong, leave. No deal is worth more than your safety.',
        ],
      },
      {
        heading: 'Never pay before you see the item',
        paragraphs: [
          'The most common scam on classifieds sites is a seller who asks for money first: a deposit to “hold” the item, a delivery or customs fee, or the full price because they are “in the provinces” or “abroad”. Once the money is sent, the seller disappears.',
          'Money sent by ABA, Wing, ACLEDA, TrueMoney or by scanning a KHQR code arrives in seconds and usually cannot be reversed. Pay only when the item is in your hands and you have checked it.',
        ],
        bullets: [
          "Don't pay a deposit, booking fee or delivery fee to someone you have never met.",
          'If the item is sent by a delivery service, choose cash on delivery (COD) and pay the driver only after you have opened and checked the parcel, rather than paying the seller in advance.',
          "Check that the account name on ABA, Wing or ACLEDA, or the name shown on the KHQR, matches the seller you met. Don't pay into another person's account.",
          'Be careful with prices far below market value, sellers who say they are abroad, and anyone who pushes you to decide quickly.',
          'Psar staff will never ask you to send money to a seller or to a personal account, and never send payment links by chat or SMS.',
        ],
      },
      {
        heading: 'Sellers: make sure the money has really arrived',
        paragraphs: [
          'Scammers send sellers edited or fake screenshots of ABA, Wing or ACLEDA transfers, or show a “transfer successful” screen on their own phone, and then leave with the item.',
          "A screenshot is not proof of payment. Before you hand over the item, open your own banking app or check your bank's notification, and confirm that the full amount is in your account.",
        ],
        bullets: [
          "In your own app, check the amount, the currency (US dollars or riel), the sender's name and the time of the transaction.",
          "Don't accept transfers that are “pending”, or promises that the money will arrive later.",
          "If a buyer “accidentally” sends too much and asks you to refund the difference, don't do it until you have checked with your bank. This is a common trick.",
          'When you take cash, check US dollar notes carefully: $50 and $100 notes are the ones most often forged, and many shops and banks refuse torn notes.',
        ],
      },
      {
        heading: 'Phones, electronics and branded goods',
        paragraphs: [
          'Used phones are among the most popular items on Psar, and also among the items whose problems are most often hidden. Take the time to check the phone yourself before you pay.',
          'Counterfeit and copy products are widely sold as “original”: phones, chargers, earphones, watches, bags, perfume and cosmetics. If the price is far below the shop price, assume the item may be fake.',
        ],
        bullets: [
          'Dial *#06# to show the IMEI number, and check that it matches the number in Settings and on the box.',
          "For an iPhone, make sure the seller has signed out of iCloud and turned off Find My, then have them erase the phone in front of you. An iPhone locked to someone else's Apple ID cannot be used.",
          "For an Android phone, ask the seller to remove their Google account and do a factory reset, so the phone won't ask for the old owner's account later.",
          'Test the screen, cameras, sound, charging, SIM signal and Face ID or fingerprint, and check the battery health.',
          'Ask to see the box, the receipt or the warranty card. A seller who refuses to show them, or who has many “new” phones at very low prices, may be selling stolen or fake goods.',
          "When you need to be sure branded goods are genuine, buy from the brand's official shop or an authorised dealer.",
        ],
      },
      {
        heading: 'Cars and motorbikes',
        paragraphs: [
          'Before you pay for a car or motorbike, make sure the seller is the legal owner and that the vehicle matches its papers. A vehicle without proper papers may be stolen, and you could lose both the vehicle and your money.',
        ],
        bullets: [
          "Ask to see the original vehicle registration card (កាតគ្រី). The owner's name on it should match the seller's ID card; if it doesn't, ask why and meet the real owner.",
          'Check that the plate number, chassis (VIN) number and engine number on the card match the numbers on the vehicle.',
          'Check that the annual road tax sticker is up to date, and ask whether the vehicle is pledged against a loan from a bank or microfinance institution.',
          'Take the vehicle for a test drive and, for a car, have it checked by a mechanic you trust.',
          "Sign a written sale contract and complete the transfer of ownership at the provincial or municipal Department of Public Works and Transport. Don't hand over the full payment until the papers are signed.",
        ],
      },
      {
        heading: 'House and land',
        paragraphs: [
          'Property is the biggest purchase most families ever make, and land fraud is common: the same plot sold to two buyers, forged titles, or land that is in dispute or mortgaged to a bank.',
          'In Cambodia, a hard title (ប្លង់រឹង) is issued and registered by the cadastral administration of the Ministry of Land Management, Urban Planning and Construction, and is the strongest proof of ownership. A soft title (ប្លង់ទន់) is recognised only by the commune or district authorities, is not in the national land register, and carries more risk.',
        ],
        bullets: [
          "Ask to see the original title, not a photocopy or a photo, and check that the owner's name matches the seller's ID card.",
          'Check the title at the district or provincial land office (cadastral office) to confirm the owner and the boundaries, and that the land is not mortgaged or in dispute.',
          'Visit the property yourself, walk the boundaries, and talk to the neighbours and the village or commune chief.',
          "Don't pay a deposit before you have checked the title, and put every agreement and payment in writing.",
          'For a large purchase, consider using a lawyer or a licensed real-estate agent.',
          'Renting: see the room or house in person, and never transfer a deposit for a place you have not seen.',
        ],
      },
      {
        heading: 'Jobs: never pay to get hired',
        paragraphs: [
          'A real employer does not charge you to apply, for training, for a uniform or to arrange a visa. A job that asks for money first is almost certainly a scam.',
          'Be very careful with offers to work abroad, or “online” jobs that promise high pay for easy work with free travel and accommodation. Many people in the region have been trafficked this way: their passports were taken and they were forced to work for scam operations, unable to leave.',
        ],
        bullets: [
          'Check the company: look up its name, address and phone number, visit its office, and talk to people who work there.',
          'For work abroad, use only recruitment agencies licensed by the Ministry of Labour and Vocational Training, and get a written employment contract before you travel.',
          'Never give your passport or ID card to an employer or agent to keep.',
          'Be wary of interviews held only by chat, vague job descriptions, and offers that push you to leave quickly.',
          'Tell your family where you are going and stay in regular contact. If you or someone you know is in danger, call the police on 117.',
        ],
      },
      {
        heading: 'Protect your personal information',
        paragraphs: [
          'Scammers collect photos of ID cards and passports, and one-time codes, to open bank or e-wallet accounts in your name, take over your Telegram or Facebook account, or borrow money using your identity.',
        ],
        bullets: [
          'Never send a photo of your national ID card, passport or family book to buyers or sellers.',
          'Never share an OTP code you receive by SMS with anyone, whether a buyer, a seller or someone claiming to be from Psar, a bank or Wing. Psar staff will never ask for your OTP code or your password.',
          'Keep the conversation in Psar chat until you trust the other person, and share as little personal information as you can.',
          "Don't tap links from strangers that ask you to “confirm a payment” or sign in: they may be fake sites that steal passwords.",
          'Never sell or lend your bank account, e-wallet or SIM card to anyone. Criminals use them for fraud, and you can be held responsible.',
        ],
      },
      {
        heading: 'Report a problem and get help',
        paragraphs: [
          "If an ad or a user looks suspicious, report it. Use Report on the ad page or on the user's profile, choose a reason and add details such as screenshots of your conversation. Our team reviews every report and removes ads and accounts that break our rules.",
          'If you have lost money, tell your bank or e-wallet provider immediately, as they may be able to freeze the receiving account, and file a complaint at the nearest police post. Keep the chat, the link to the ad and the transaction receipts as evidence.',
          'In an emergency in Cambodia, call:',
        ],
        bullets: ['Police: 117', 'Fire: 118', 'Ambulance: 119'],
      },
    ],
  },

  postingRules: {
    title: 'Posting rules',
    summary:
      'The rules every ad on Psar must follow: one real item per ad, real photos, an honest price, no prohibited items, and fair job and property ads.',
    updated: 'Last updated: 22 November 2026',
    sections: [
      {
        heading: 'One item per ad, in the right place',
        paragraphs: [
          'Clear, accurate ads sell faster. These rules help buyers find what they are looking for and keep Psar fair for every seller.',
        ],
        bullets: [
          'Post one item per ad. If you are selling several different items, post a separate ad for each. A shop may list the sizes or colours of one product in a single ad.',
          'Choose the category and subcategory that best fit the item.',
          'Set the real location of the item, the province and the district (khan), so buyers nearby can find it.',
          "Write a clear title of 5 to 100 characters that says what the item is, for example “iPhone 13 128GB blue”. Don't write in capital letters only or add unrelated keywords.",
          'Describe the item honestly: its condition (new or used), its age, and any faults or damage.',
        ],
      },
      {
        heading: 'Real photos of the actual item',
        paragraphs: [
          'Photos are the first thing buyers look at, so they must show the actual item you are selling.',
        ],
        bullets: [
          "Use recent photos that you took yourself. Don't use photos from the internet, the manufacturer's catalogue or other sellers' ads.",
          'Show the item clearly from several angles, including any damage.',
          "Don't put phone numbers, website links, QR codes or large watermarks on photos.",
          'Photos must not show other people without their consent, nudity or violence.',
        ],
      },
      {
        heading: 'An honest price',
        paragraphs: [
          'Enter an honest price in US dollars, the currency most people in Cambodia use for larger purchases. You may also give the price in riel in the description.',
        ],
        bullets: [
          "Don't enter a fake price such as $0 or $1 to appear first when buyers sort by price. If you are open to offers, write “negotiable” in the description.",
          'The price must be for the item shown, not a deposit, a monthly instalment or the price of one part.',
          'For rentals, enter the monthly rent. For land, you may add the price per square metre in the description.',
        ],
      },
      {
        heading: 'No duplicate ads: renew instead',
        paragraphs: [
          'Each item may be posted only once. Posting the same item again, in several categories or locations, or from several accounts, clutters search results for everyone, and the copies will be removed.',
          'To bring your ad back to the top of the list, renew it instead of posting it again. When the item is sold, mark it as sold or delete the ad so buyers stop contacting you.',
        ],
      },
      {
        heading: 'Items you may not advertise',
        paragraphs: [
          'You may not advertise anything that is illegal in Cambodia or that puts people at risk. This includes, but is not limited to:',
        ],
        bullets: [
          'Guns, ammunition, explosives and other weapons, including parts and realistic replicas.',
          'Illegal drugs, drug equipment and the chemicals used to make drugs, as well as e-cigarettes and vapes.',
          'Wild animals, alive or dead, and their parts and products, such as ivory, pangolin scales, bear bile and bushmeat, as well as protected luxury timber such as rosewood.',
          'Counterfeit or copy branded goods (“replica”, “copy 1:1”), and pirated software, films and games.',
          'Stolen goods, and items without proof of ownership, such as a vehicle without its registration card.',
          'Gambling, lottery and betting services, including online casinos and betting apps.',
          'Sexual or adult services, escort ads and pornography.',
          'Fake or forged documents, such as ID cards, passports, diplomas, driving licences, vehicle papers and land titles.',
          "Bank accounts and e-wallet accounts, SIM cards registered in another person's name, and other people's personal data.",
          "Medicines that need a doctor's prescription, unregistered medicines and supplements, and products that claim to cure diseases.",
          'Human organs or blood, and any offer that involves the sale of people.',
        ],
      },
      {
        heading: 'Job ads',
        paragraphs: ['Job ads must be for real, legal jobs with a real employer.'],
        bullets: [
          'Never charge applicants any fee, whether for applying, training, uniforms, documents or placement.',
          "Give the employer's real name, the place of work and a way to contact them. Agencies must name the employer they are recruiting for.",
          'State a salary range in US dollars or riel, and the main duties and working hours.',
          'Jobs abroad may only be posted by recruitment agencies licensed by the Ministry of Labour and Vocational Training, with the licence number in the ad.',
          'No “easy money” work-from-home offers, pyramid or multi-level marketing (MLM) schemes, or jobs that require you to buy products first.',
          "Jobs must follow Cambodian labour law. We don't accept jobs for children under 15, or dangerous work for anyone under 18.",
        ],
      },
      {
        heading: 'Property ads',
        paragraphs: [
          'House, land and room ads must be for a real property that you own or are authorised to sell or rent out.',
        ],
        bullets: [
          'Say whether the property is for sale or for rent, and give the land and floor area in square metres and, where relevant, the number of bedrooms and bathrooms.',
          "Set the correct location: province, district (khan) and commune (sangkat). Don't list a property in a more popular area than where it really is.",
          'State the type of title honestly: hard title, soft title, or strata title for a condo unit.',
          "Agents must say that they are agents, and may only post a property with the owner's permission.",
          'Remove the ad once the property has been sold or rented.',
        ],
      },
      {
        heading: 'Be respectful and honest',
        paragraphs: [
          'Psar is for everyone in Cambodia. Treat other buyers and sellers the way you would like to be treated, in your ads and in chat.',
        ],
        bullets: [
          "No insults, threats, harassment or hate speech, including about a person's ethnicity, religion, gender, disability or nationality.",
          "Don't post other people's personal information, such as their phone number, ID card or photos, without their consent.",
          "Don't use ads or chat to promote other websites or apps, collect contacts or send spam.",
          "Don't pretend to be someone else, including Psar staff, a bank or a government office.",
        ],
      },
      {
        heading: 'When a rule is broken',
        paragraphs: [
          'Our team reviews ads and reports from users. An ad that breaks these rules will be rejected or removed.',
          'Repeated or serious violations, such as scams, prohibited items or abuse of other users, lead to the account being suspended or permanently closed. Where the law requires it, we report illegal activity to the Cambodian authorities.',
          'If you think we have made a mistake, contact us through the Contact us page and we will review the decision.',
        ],
      },
    ],
  },

  privacyPolicy: {
    title: 'Privacy policy',
    summary:
      'This policy explains what personal information Psar collects, why we use it, which cookies we set, who can see your information and what choices you have.',
    updated: 'Last updated: 22 November 2026',
    sections: [
      {
        heading: 'Who we are',
        paragraphs: [
          'Psar (ផ្សារ) is an online classifieds marketplace for Cambodia, based in Phnom Penh. People use it to buy and sell goods, find a place to live and find work, in English and Khmer.',
          'This policy explains how we handle your personal information when you use the Psar website and apps. By using Psar, you agree to this policy.',
        ],
      },
      {
        heading: 'What we collect',
        paragraphs: ['We collect only what we need to run the marketplace:'],
        bullets: [
          'Account data: your name, phone number and email address, and a profile photo if you add one.',
          'Your ads: the text, photos, price, category, location and contact details you put in them.',
          'Messages: your conversations with other users in Psar chat.',
          'Job applications: the CV and files you send when you apply for a job.',
          'Device ID: a random identifier stored in the device_id cookie so that we can recognise your browser or device. It does not contain your name or phone number.',
          'Usage logs: the pages and ads you view, your searches, your IP address, your browser and device type, and the time of each visit.',
        ],
      },
      {
        heading: 'Why we use it',
        paragraphs: ['We use your information to:'],
        bullets: [
          'Run the marketplace: create your account, publish your ads, show them in search results and deliver messages between buyers and sellers.',
          'Keep Psar safe: review ads, look into reports, and detect scams, fake accounts and spam.',
          'Prevent fraud and abuse, for example by recognising a device that was used to post prohibited items or to create many accounts.',
          'Send you notifications about new messages, your ads and your account, and security alerts such as sign-in codes.',
          'Improve Psar: understand which features are used and fix problems.',
        ],
      },
      {
        heading: 'Cookies',
        paragraphs: [
          "Cookies are small text files that your browser stores for a website. You can delete them in your browser settings at any time, but if you block them the site will forget your settings and you won't be able to stay signed in.",
          'Psar uses these cookies:',
        ],
        bullets: [
          'locale: remembers your language, English or Khmer. Kept for 1 year.',
          'colorMode: remembers whether you chose light or dark mode. Kept for 1 year.',
          'device_id: a random identifier for your browser, used for security and fraud prevention. Kept for 1 year.',
          'Session cookies (refresh_token, scope, token_lifetime): keep you signed in securely. refresh_token is kept for up to 1 year and the others for up to 8 hours. They are removed when you sign out.',
          'badges: briefly stores the counters shown in the menu, such as unread messages. Kept for 3 minutes.',
        ],
      },
      {
        heading: 'What is public',
        paragraphs: [
          'Some information can be seen by anyone who visits Psar, including people without an account and search engines:',
        ],
        bullets: [
          'Your ads: title, description, photos, price, category and location.',
          'Your profile name and photo, and your other active ads.',
          'Phone numbers appear on an ad only if you add them to that ad. The phone number and email address of your account are not shown publicly.',
          "Think before you post: don't put your home address, ID card or other private details in an ad or its photos.",
        ],
      },
      {
        heading: 'When we share information',
        paragraphs: [
          'We do not sell your personal information, and we do not share it with advertising companies. We share it only:',
        ],
        bullets: [
          'With another user, when you message them, call them or apply for their job.',
          'With service providers that help us run Psar, such as hosting, data storage, and SMS and email delivery. They may use it only to provide their service to us.',
          'When Cambodian law, a court order or a lawful request from the authorities requires it, or to protect the safety of users and the public, for example in a fraud or human-trafficking case.',
          'If Psar is merged with or sold to another company, with the new owner, who must keep protecting it under this policy.',
        ],
      },
      {
        heading: 'How long we keep it',
        paragraphs: [
          'We keep your account data for as long as your account is open. Ads that you delete or that expire are removed from public view; we keep a copy for a limited time to handle reports, disputes and fraud investigations, and then delete it.',
          'When you delete your account, we delete or anonymise your personal information within a reasonable time, unless the law requires us to keep it longer or it is needed for an open dispute or investigation. Usage logs are kept only for a limited period, for security.',
        ],
      },
      {
        heading: 'Your choices and rights',
        paragraphs: ['You are in control of your information on Psar. You can:'],
        bullets: [
          'Edit your name, photo, phone number and email address in your account settings at any time.',
          'Edit or delete any of your ads.',
          'Use your privacy settings to choose what others can see and which notifications you receive.',
          'Delete your account from your account settings. This also removes your ads and your profile.',
          'Ask us for a copy of your personal information, or ask us to correct it, through the Contact us page.',
        ],
      },
      {
        heading: 'Security',
        paragraphs: [
          'We protect your information with encrypted connections (HTTPS), access controls and monitoring. Only staff who need personal data to do their work can see it.',
          "No online service is completely secure. Use a strong password that you don't use anywhere else, never share your OTP codes, and sign out on shared devices. If you think someone else has used your account, contact us at once.",
        ],
      },
      {
        heading: 'Children',
        paragraphs: [
          'Psar is meant for adults. Anyone under 18 should not post ads or buy and sell on Psar without the permission and supervision of a parent or guardian.',
          "If you believe a child has given us personal information without a parent's consent, contact us and we will remove it.",
        ],
      },
      {
        heading: 'Changes and contact',
        paragraphs: [
          'We may update this policy when our service or the law changes. We will change the “Last updated” date above and, for important changes, tell you on the site or by message before they take effect.',
          'If you have questions about this policy or your personal information, contact us through the Contact us page at /contact-us.',
        ],
      },
    ],
  },
};

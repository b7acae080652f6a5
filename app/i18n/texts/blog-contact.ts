import { areaTexts } from "../translate.ts";

/** Texts of the blog pages (keys "blog.…") and the contact page (keys "contact.…"). */
export const blogEn = {
  "blog.title": "{company} | Blogs | Expert Tips on Car AC & Cooling System Parts",
  "blog.description":
    "Expert insights, maintenance tips, product guides and industry updates on car AC compressors, condensers and cooling parts, from a distributor serving Indian workshops since 1991.",
  "blog.heading": "Blogs",
  "blog.intro":
    "Practical guides for workshops and car owners: how each part of the AC works, the signs it is failing, and how to buy the right one.",
  "blog.listLabel": "All articles",
  "blog.viewDetail": "View Detail",
  "blog.backToBlogs": "Back to Blogs",
  "blog.badge": "AC Compressors",
  "blog.published": "Published {date}",
  "blog.readingTime": "{minutes} min read",
  "blog.fallbackNotice": "This article is not yet available in your language, so it is shown in English.",
  "blog.conclusion": "The short version",
  "blog.ctaTitle": "Ready to Upgrade Your Vehicle's AC?",
  "blog.ctaText":
    "Send us the part number or your car's make, model and year. We will confirm the right part, price and dispatch date.",
  "blog.ctaButton": "Contact Us Now",
  "blog.otherArticles": "Other Car AC Compressors",
  "blog.viewAll": "View All Blogs",
  "blog.needAssistance": "Need Assistance?",
  "blog.needAssistanceText": "Our parts team helps you find the right part by number, vehicle or photo.",
  "blog.phone": "Phone",
  "blog.email": "E-mail",
  "blog.location": "Location",
  "blog.contactUs": "Contact Us",
  "blog.articleTitle": "{title} | {company}",
  "blog.notFound": "Blog not found",
  "blog.notFoundText": "We could not find this article. It may have moved; all our articles are on the blog page.",
  "blog.notFoundTitle": "Blog not found | {company}",
} as const;

export const contactEn = {
  "contact.title": "{company} | Contact Us | Car AC and Cooling Parts Enquiries",
  "contact.description":
    "Call, e-mail or send an enquiry for genuine car AC compressors, condensers, cooling coils and radiators. Our Gurugram team replies within one working day.",
  "contact.heading": "Get In Touch",
  "contact.intro":
    "Tell us the part number, or your vehicle's make, model and year, and we will confirm the right part, its price and when it can ship.",
  "contact.formTitle": "Send an enquiry",
  "contact.formIntro": "Fields marked * are required. We reply within one working day.",
  "contact.name": "Name",
  "contact.email": "Email",
  "contact.phone": "Phone",
  "contact.message": "Enquiry",
  "contact.messageHint": "Part numbers, vehicle make and model, quantity: anything that helps us answer.",
  "contact.optional": "optional",
  "contact.submit": "Submit",
  "contact.sending": "Sending…",
  "contact.success": "Thank you, {name}. We have your enquiry and will reply within one working day.",
  "contact.errorSummaryOne": "Please correct 1 field before sending:",
  "contact.errorSummaryMany": "Please correct {count} fields before sending:",
  "contact.errorNameRequired": "Please enter your name.",
  "contact.errorNameTooLong": "Please shorten your name to 120 characters or fewer.",
  "contact.errorEmailRequired": "Please enter your e-mail address.",
  "contact.errorEmailInvalid": "Please enter a valid e-mail address, like name@example.com.",
  "contact.errorPhoneRequired": "Please enter your phone number.",
  "contact.errorPhoneInvalid": "Please enter a phone number with at least 7 digits, like +91 98100 00000.",
  "contact.errorMessageTooLong": "Please shorten your enquiry to 5,000 characters or fewer.",
  "contact.errorInvalidField": "Please check this field.",
  "contact.errorControlCharacter": "Please remove the invisible control character from this field.",
  "contact.rateLimited":
    "You have sent several enquiries in the last few minutes. Please wait {minutes} min and try again, or call us on {phone}. What you typed is still here.",
  "contact.failed":
    "Sorry, we could not send your enquiry just now. Please try again in a moment, or call us on {phone}. What you typed is still here.",
  "contact.detailsTitle": "Contact details",
  "contact.phones": "Phone",
  "contact.emailLabel": "E-mail",
  "contact.address": "Address",
  "contact.follow": "Follow us",
  "contact.opensNewTab": "(opens in a new tab)",
  "contact.mapHeading": "Find us",
  "contact.mapTitle": "Map showing {place}",
  "contact.showMap": "Show the map",
  "contact.openMap": "Open in Google Maps",
} as const;

/** The blog's texts, with the shell's as fallback. */
export const blogTexts = await areaTexts("blog", blogEn, import.meta.glob("./*/blog-contact.ts"));

/** The contact page's texts, with the shell's as fallback. */
export const contactTexts = await areaTexts("contact", contactEn, import.meta.glob("./*/blog-contact.ts"));
export type BlogKey = keyof typeof blogEn;
export type ContactKey = keyof typeof contactEn;

// English strings of the mobile-ticket purchase, twin of fr/appli.ts.
import type { Catalog } from '../catalog';
import type { frAppli } from '../fr/appli';

export const enAppli: Catalog<typeof frAppli> = {
  login: {
    title: 'Sign in to your account',
    intro: 'Sign in with your mobile app account to buy a ticket on it.',
    mail: 'Email address',
    password: 'Password',
    showPassword: 'Show password',
    submit: 'Sign in',
    mailRequired: 'Please enter your email address.',
    mailInvalid: 'The email address is not valid.',
    passwordRequired: 'Please enter your password.',
    tooLong: (max: number) => `This field must not exceed ${max} characters.`,
    signedOutIdle: (minutes: number) =>
      `Your account was signed out after ${minutes} minutes without activity.`,
  },
  account: {
    signedIn: 'Signed-in account:',
    signOut: 'Sign out',
  },
  errors: {
    invalidCredentials: 'Invalid email or password. Please try again.',
    login: 'An error occurred while signing in to your account. Please try again later.',
    products: 'An error occurred while retrieving the tickets on sale. Please try again later.',
    profileMissing: (label: string) =>
      `This ticket requires the ${label} profile. You can request it in the mobile app.`,
    profileUpdate: (label: string) => `This ticket requires you to update your ${label} profile.`,
    addToCart: 'An error occurred while adding the product to your basket. Please try again later.',
    payment: 'An error occurred while initialising the payment. Please try again later.',
    support: 'Support connection error',
  },
  products: {
    title: 'Choose your ticket',
    none: 'No ticket is on sale at the moment.',
    choose: 'Choose',
    chooseNamed: (label: string, price: string) => `Choose ${label}, ${price}`,
    logout: 'Cancel',
  },
  stores: {
    title: 'Download the mobile app',
    appStore: 'Download on the App Store',
    googlePlay: 'Get it on Google Play',
  },
  recap: {
    inApp: 'Your ticket is available in your mobile app, in the account used to buy it.',
  },
};

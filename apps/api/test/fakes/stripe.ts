// The tests' fake Stripe is the same local sandbox `npm start` runs for the demo's card payments.
export * from '../../src/dev/stripe-sandbox.ts'

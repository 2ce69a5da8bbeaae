// One Clerk stand-in for every suite: it lives beside the gateway so its unit specs can use it too.
export * from '../../services/gateway/src/testing/clerk-stand-in';

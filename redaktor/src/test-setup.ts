import '@fullmakt/shared/testing/setup';

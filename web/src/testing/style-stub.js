// Jest maps every .css import here: styles mean nothing in jsdom.
module.exports = {};

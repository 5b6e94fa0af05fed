"""hakem.parsers"""

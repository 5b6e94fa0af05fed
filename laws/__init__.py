"""hakem.laws"""
